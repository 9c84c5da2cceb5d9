# The workload the Ruby oracle watches for kramdown (bench/real): every document under
# bench/real/ruby/workload/ through kramdown's parsers (kramdown, markdown, html) and converters
# (html, kramdown, latex, man, toc, hash AST, remove_html_tags), with the options that switch
# on its optional paths. Run from the code base's root: ruby -I lib -r …/trace.rb …/drive.rb
require "kramdown"

docs = Dir.glob(File.join(__dir__, "workload", "*.md")).sort.map { |f| File.read(f) }
abort "no workload" if docs.empty?
options = [
  {},
  { auto_ids: true, toc_levels: "1..3", parse_block_html: true, parse_span_html: true },
  { smart_quotes: "lsquo,rsquo,ldquo,rdquo", typographic_symbols: { hellip: "..." },
    entity_output: :numeric, footnote_backlink: "^", header_offset: 1, auto_id_prefix: "x-",
    remove_block_html_tags: false, hard_wrap: true, line_width: 40 },
  { math_engine: nil, toc_levels: [1, 2, 3], footnote_nr: 3, syntax_highlighter: nil },
]
converters = %i[to_html to_kramdown to_latex to_man to_hash_ast to_remove_html_tags to_toc]
docs.each do |text|
  options.each do |opts|
    %w[kramdown markdown].each do |input|
      doc = Kramdown::Document.new(text, opts.merge(input: input))
      converters.each do |c|
        begin
          out = doc.send(c)
        rescue StandardError => e
          warn "#{input} #{c}: #{e.class}: #{e.message[0, 120]}"
          next
        end
        next unless c == :to_html && out.is_a?(String)
        # The HTML parser reads the produced HTML back, and converts it again.
        back = Kramdown::Document.new(out, opts.merge(input: "html"))
        %i[to_kramdown to_html].each { |c2| back.send(c2) rescue warn("html #{c2}: #{$!.class}") }
      end
    end
  end
end
