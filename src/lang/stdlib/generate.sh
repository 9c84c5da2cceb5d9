#!/bin/sh
# Regenerates src/lang/stdlib/{go,java,java-types,java-members,java-library-types,java-library-members,js,python,rust,rust-owners,csharp}.txt, the standard-library knowledge the
# builtin engine embeds (SPEC §4), from each language's official sources as the package
# registries ship them:
#   Go      Debian golang-src (the standard library's source, via golang-1.NN-src)
#   Java    Debian openjdk-17-source (the JDK's src.zip: java.* and javax.* packages), and the
#           Debian sources of junit (3.8.2) and junit4 (4.13.2) for the test base classes of
#           junit.framework that programs extend (java-library-*)
#   JS/TS   npm typescript@5 (lib.*.d.ts) and @types/node
#   Python  PyPI typeshed_client (it ships typeshed's stdlib stubs)
#   Rust    Debian rust-src (library/core, alloc, std)
#   C#      the installed Mono's mscorlib, read by reflection (csharp.cs, compiled by mcs)
# Needs apt-get (Debian), npm, pip, unzip, cargo and mono (mono-mcs, mono-runtime). Usage: sh src/lang/stdlib/generate.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

cd "$root"
cargo build --release --quiet --example stdlib-gen
gen="$root/target/release/examples/stdlib-gen"

cd "$work"
# golang-src is a metapackage: the source is in the versioned package it depends on.
go_pkg=$(apt-cache depends golang-src | awk '/Depends: golang-[0-9.]*-src/ {print $2; exit}')
apt-get download "$go_pkg" openjdk-17-source rust-src >/dev/null
npm pack --silent typescript@5 @types/node >/dev/null
pip download --quiet --no-deps typeshed_client -d . >/dev/null

for deb in "$go_pkg"_*.deb openjdk-17-source_*.deb rust-src_*.deb; do
    dpkg-deb -x "$deb" debs
done
mkdir ts node py jdk
tar xzf typescript-*.tgz -C ts
tar xzf types-node-*.tgz -C node
unzip -q typeshed_client-*.whl 'typeshed_client/typeshed/*' -d py
unzip -q "$(find debs -name src.zip | head -n 1)" 'java.*/java/*' 'java.*/javax/*' -d jdk

go_src=$(find debs -type d -path '*/go-*/src' | head -n 1)
go_ver=$(basename "$(dirname "$go_src")")
rust_lib=$(find debs -type d -path '*/rustc-*/library' | head -n 1)
rust_ver=$(basename "$(dirname "$rust_lib")")
jdk_ver=$(ls openjdk-17-source_*.deb | sed 's/^openjdk-17-source_//; s/_all.deb$//')
ts_ver=$(ls typescript-*.tgz | sed 's/^typescript-//; s/.tgz$//')
node_ver=$(ls types-node-*.tgz | sed 's/^types-node-//; s/.tgz$//')
py_ver=$(ls typeshed_client-*.whl | sed 's/^typeshed_client-//; s/-py3.*//')

out="$here"
"$gen" go "Go standard library ($go_ver)" "$go_src" > "$out/go.txt"
"$gen" java "JDK $jdk_ver java.* and javax.*" jdk > "$out/java.txt"
"$gen" java-types "JDK $jdk_ver java.* and javax.*" jdk > "$out/java-types.txt"
"$gen" java-members "JDK $jdk_ver java.* and javax.*" jdk > "$out/java-members.txt"
# JUnit's sources from Debian's source packages (a private apt configuration: the machine's
# sources.list need not name deb-src).
mkdir -p apt/lists/partial apt/cache/archives/partial junit3 junit4
echo "deb-src http://deb.debian.org/debian bookworm main" > apt/sources.list
aptsrc="-o Dir::Etc::SourceList=$work/apt/sources.list -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists=$work/apt/lists -o Dir::Cache=$work/apt/cache"
# shellcheck disable=SC2086
apt-get $aptsrc update >/dev/null
# shellcheck disable=SC2086
apt-get $aptsrc source --download-only junit=3.8.2-9 junit4=4.13.2-3 >/dev/null 2>&1
tar xzf junit_3.8.2.orig.tar.gz -C junit3
unzip -q junit3/junit-3.8.2/src.jar 'junit/framework/*' -d junit3/src
tar xJf junit4_4.13.2.orig.tar.xz -C junit4
junit_label="JUnit 3.8.2 and 4.13.2 junit.framework"
"$gen" java-library-types "$junit_label" junit3/src junit4/junit4-r4.13.2/src/main/java > "$out/java-library-types.txt"
"$gen" java-library-members "$junit_label" junit3/src junit4/junit4-r4.13.2/src/main/java > "$out/java-library-members.txt"
# lib.*.d.ts only: the compiler's own declarations are no library a program calls.
mkdir tslib
cp ts/package/lib/lib.*.d.ts tslib/
"$gen" js "TypeScript $ts_ver lib.*.d.ts and @types/node $node_ver" tslib node > "$out/js.txt"
"$gen" python "typeshed stdlib (typeshed_client $py_ver)" py/typeshed_client/typeshed > "$out/python.txt"
"$gen" rust "Rust std ($rust_ver)" "$rust_lib/core" "$rust_lib/alloc" "$rust_lib/std" > "$out/rust.txt"
"$gen" rust-owners "Rust std ($rust_ver)" "$rust_lib/core" "$rust_lib/alloc" "$rust_lib/std" > "$out/rust-owners.txt"
mcs -out:"$work/csharp-gen.exe" "$here/csharp.cs" >/dev/null
mono "$work/csharp-gen.exe" > "$out/csharp.txt"
wc -c "$out"/*.txt
