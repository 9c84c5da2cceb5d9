//! `contract-watch man`: the man page (roff) of a clap command, with each subcommand's long
//! help (its examples and exit statuses) as a section of its own.

/// The roff text of `cmd`'s man page.
pub fn render(cmd: clap::Command) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone()).render(&mut out)?;
    let bin = cmd.get_name().to_string();
    for sub in cmd.get_subcommands() {
        let name = sub.get_name();
        if name == "help" {
            continue;
        }
        let help = sub
            .clone()
            .bin_name(format!("{bin} {name}"))
            .render_long_help()
            .to_string();
        let title = format!("{bin} {name}").to_uppercase();
        out.extend_from_slice(format!(".SH \"{title}\"\n.nf\n").as_bytes());
        for line in help.lines() {
            let escaped = line.replace('\\', "\\e");
            if escaped.starts_with('.') || escaped.starts_with('\'') {
                out.extend_from_slice(b"\\&");
            }
            out.extend_from_slice(escaped.as_bytes());
            out.push(b'\n');
        }
        out.extend_from_slice(b".fi\n");
    }
    Ok(out)
}
