# The Ruby oracle of bench/real (loaded with `ruby -r`): records every call of one method as
# the caller wrote it, then asks Ruby whether the edited parameter list accepts that call.
#
# ruby -I lib -r trace.rb drive.rb, with
#   TRACE_NAME       the method's name
#   TRACE_OWNER      the class or module defining it (`Object` for a top-level def)
#   TRACE_SINGLETON  `1` for `def self.name`
#   TRACE_PARAMS     the edited parameter list, as written between the parentheses
#   TRACE_OUT        where the JSON result goes
#
# A module prepended to the owner as the method is defined wraps it: the wrapper sees the
# call's positional count, its keyword names and the caller's file and line
# (`caller_locations`), then passes everything on unchanged. At exit each recorded shape is
# replayed against a probe method with the edited parameter list: Ruby raising ArgumentError
# (wrong number of arguments, missing or unknown keyword) there means the edited method
# rejects that call site. Only the calls the workload runs are seen.
require "json"

module RbswTrace
  NAME = ENV.fetch("TRACE_NAME").to_sym
  OWNER = ENV.fetch("TRACE_OWNER")
  SINGLETON = ENV["TRACE_SINGLETON"] == "1"
  PARAMS = ENV.fetch("TRACE_PARAMS")
  OUT = ENV.fetch("TRACE_OUT")
  SEEN = Hash.new(0)
  @wrapped = false

  def self.wrap(mod)
    return if @wrapped
    @wrapped = true
    name = NAME
    mod.prepend(Module.new do
      define_method(name) do |*a, **k, &b|
        loc = caller_locations(1, 1).first
        SEEN[[loc.absolute_path || loc.path, loc.lineno, a.size, k.keys.map(&:to_s).sort]] += 1
        super(*a, **k, &b)
      end
    end)
  end

  def self.report
    probe = Object.new
    probe.instance_eval("def __rbsw_probe(#{PARAMS}); end", __FILE__, __LINE__)
    rows = SEEN.map do |(path, line, npos, kws), n|
      ok = begin
        probe.__rbsw_probe(*Array.new(npos), **kws.to_h { |k| [k.to_sym, nil] })
        true
      rescue ArgumentError => e
        # Raised by the call itself (the probe's frame is the first), not by a default value.
        !(e.backtrace_locations.to_a.first&.label.to_s.include?("__rbsw_probe"))
      rescue StandardError
        true
      end
      { "path" => path, "line" => line, "positional" => npos, "keywords" => kws,
        "calls" => n, "accepted" => ok }
    end
    File.write(OUT, JSON.pretty_generate({ "ruby" => RUBY_DESCRIPTION, "sites" => rows }))
  end
end

# A top-level `def` is a private method of Object: TRACE_OWNER=Object.
class Module
  MODULE_NAME = Module.instance_method(:name)
  prepend(Module.new do
    def method_added(m)
      super
      RbswTrace.wrap(self) if m == RbswTrace::NAME && !RbswTrace::SINGLETON &&
                        MODULE_NAME.bind_call(self) == RbswTrace::OWNER
    end

    def singleton_method_added(m)
      super
      if m == RbswTrace::NAME && RbswTrace::SINGLETON && MODULE_NAME.bind_call(self) == RbswTrace::OWNER
        RbswTrace.wrap(singleton_class)
      end
    end
  end)
end

at_exit { RbswTrace.report }
