//! One immutable index segment file (`seg-<generation>.cwx`): the blobs it describes and, for
//! every token, the posting list of those blobs with the token's flags.
//!
//! Layout (all integers little-endian):
//!
//! | part | size |
//! |---|---|
//! | header: magic `CWINDEX\0`, version, blobs, buckets, names, names bytes, postings, CRC-32 of the tables, CRC-32 of the header | 40 bytes |
//! | blob ids, sorted | 20 × blobs |
//! | blob states (0: described; 1: known, not described — larger than the engine parses, or unreadable) | 1 × blobs |
//! | bucket directory: first name of each bucket (one more as the end), CRC-32 of each bucket's names | 4 × (buckets + 1) + 4 × buckets |
//! | name entries, by bucket then name: name offset, name length, first posting, postings, CRC-32 of the postings | 20 × names |
//! | names, in entry order | names bytes |
//! | postings: `blob ordinal << 3 | flags` | 4 × postings |
//!
//! A query reads the header, the blob ids and the bucket directory (checked by one CRC), then
//! for each name only its bucket (checked by the bucket's CRC) and its posting list (checked by
//! its own CRC): nothing read is trusted unchecked, and a 50k-file index costs a query a few
//! hundred kilobytes of reads, not the whole file.

use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::Path;

use gix::ObjectId;

pub const MAGIC: &[u8; 8] = b"CWINDEX\0";
/// Bumped whenever the layout or the meaning of a flag changes: a segment of another version
/// is never read.
pub const VERSION: u32 = 4;
const HEADER: usize = 40;
const ENTRY: usize = 20;

/// A blob the segment knows but holds no tokens for (larger than the engine parses, or
/// unreadable): a measure reads the file, as without an index.
pub const STATE_TOO_BIG: u8 = 1;

/// Why a segment cannot be trusted.
#[derive(Debug, thiserror::Error)]
pub enum Corrupt {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("not an index segment (bad magic)")]
    Magic,
    #[error("index version {found}, this contract-watch reads version {VERSION}")]
    Version { found: u32 },
    #[error("{0} does not match its checksum")]
    Checksum(&'static str),
    #[error("{0} is out of bounds")]
    Bounds(&'static str),
}

/// A stable 32-bit hash of a name (FNV-1a): picks its bucket.
fn bucket_hash(name: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in name {
        h ^= u32::from(*b);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// The first `bits` bits (at most 16) of an id.
fn fan_of(id: &[u8], bits: u32) -> usize {
    ((u32::from(id[0]) << 8 | u32::from(id[1])) >> (16 - bits)) as usize
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// What a segment holds, in memory, for writing.
#[derive(Default)]
pub struct Contents {
    /// Blob ids with their state, sorted by id, no duplicates.
    pub blobs: Vec<(ObjectId, u8)>,
    /// Token → postings (`ordinal << 3 | flags`, ordinals into `blobs`).
    pub names: std::collections::HashMap<Vec<u8>, Vec<u32>>,
}

impl Contents {
    /// The segment's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let nb = self.blobs.len();
        let nnames = self.names.len();
        // About 16 names a bucket: a query reads one bucket (~0.5 KiB) and a directory of
        // 8 bytes per bucket.
        let nbuckets = (nnames / 16).max(1).next_power_of_two();
        let mut order: Vec<(u32, &Vec<u8>, &Vec<u32>)> = self
            .names
            .iter()
            .map(|(n, p)| (bucket_hash(n) & (nbuckets as u32 - 1), n, p))
            .collect();
        order.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let mut entries = Vec::with_capacity(nnames * ENTRY);
        let mut names = Vec::new();
        let mut postings: Vec<u8> = Vec::new();
        let mut firsts = vec![0u32; nbuckets + 1];
        let mut crcs = vec![0u32; nbuckets];
        let mut i = 0;
        for b in 0..nbuckets {
            firsts[b] = i as u32;
            let mut crc = crc32fast::Hasher::new();
            while i < order.len() && order[i].0 as usize == b {
                let (_, name, post) = order[i];
                let start = postings.len() / 4;
                let mut pcrc = crc32fast::Hasher::new();
                for p in post {
                    let bytes = p.to_le_bytes();
                    pcrc.update(&bytes);
                    postings.extend_from_slice(&bytes);
                }
                let mut e = [0u8; ENTRY];
                e[0..4].copy_from_slice(&(names.len() as u32).to_le_bytes());
                e[4..8].copy_from_slice(&(name.len() as u32).to_le_bytes());
                e[8..12].copy_from_slice(&(start as u32).to_le_bytes());
                e[12..16].copy_from_slice(&(post.len() as u32).to_le_bytes());
                e[16..20].copy_from_slice(&pcrc.finalize().to_le_bytes());
                crc.update(&e);
                crc.update(name);
                entries.extend_from_slice(&e);
                names.extend_from_slice(name);
                i += 1;
            }
            crcs[b] = crc.finalize();
        }
        firsts[nbuckets] = nnames as u32;
        let mut tables = Vec::with_capacity(nb * 21 + nbuckets * 8 + 4);
        for (id, _) in &self.blobs {
            tables.extend_from_slice(id.as_bytes());
        }
        tables.extend(self.blobs.iter().map(|(_, s)| *s));
        for f in &firsts {
            tables.extend_from_slice(&f.to_le_bytes());
        }
        for c in &crcs {
            tables.extend_from_slice(&c.to_le_bytes());
        }
        let mut out = Vec::with_capacity(HEADER + tables.len() + entries.len() + names.len());
        out.extend_from_slice(MAGIC);
        for v in [
            VERSION,
            nb as u32,
            nbuckets as u32,
            nnames as u32,
            names.len() as u32,
            (postings.len() / 4) as u32,
            crc32fast::hash(&tables),
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let hcrc = crc32fast::hash(&out);
        out.extend_from_slice(&hcrc.to_le_bytes());
        out.extend_from_slice(&tables);
        out.extend_from_slice(&entries);
        out.extend_from_slice(&names);
        out.extend_from_slice(&postings);
        out
    }
}

/// An open segment: its blob table and bucket directory in memory, the rest read on demand.
pub struct Segment {
    file: File,
    /// The blob ids, their states and the bucket directory, as read (checked by the header's
    /// CRC) and used in place: at 50,000 files the directory is 2 MiB of 32-bit words, and
    /// turning them into two vectors cost a warm measure 7 M instructions.
    tables: Vec<u8>,
    blobs: usize,
    /// Where the ids whose first `fan_bits` bits are `p` start: `fan[p]..fan[p + 1]` (git's
    /// pack-index fan-out, sized to the blob count so a range holds one or two ids: a binary
    /// search over 50,000 was 450 instructions per source file of a warm measure).
    fan: Vec<u32>,
    fan_bits: u32,
    buckets: usize,
    names: u64,
    entries_at: u64,
    names_at: u64,
    names_len: u64,
    postings_at: u64,
    npostings: u64,
    /// The file's size, for `index status`.
    pub bytes: u64,
}

impl Segment {
    pub fn open(path: &Path) -> Result<Segment, Corrupt> {
        let file = File::open(path)?;
        let bytes = file.metadata()?.len();
        let mut h = [0u8; HEADER];
        if bytes < HEADER as u64 {
            return Err(Corrupt::Bounds("the header"));
        }
        file.read_exact_at(&mut h, 0)?;
        if &h[0..8] != MAGIC {
            return Err(Corrupt::Magic);
        }
        if crc32fast::hash(&h[..36]) != u32_at(&h, 36) {
            return Err(Corrupt::Checksum("the header"));
        }
        let version = u32_at(&h, 8);
        if version != VERSION {
            return Err(Corrupt::Version { found: version });
        }
        let nb = u32_at(&h, 12) as u64;
        let nbuckets = u32_at(&h, 16) as u64;
        let nnames = u32_at(&h, 20) as u64;
        let names_len = u32_at(&h, 24) as u64;
        let npostings = u32_at(&h, 28) as u64;
        let tables_len = nb * 21 + (nbuckets + 1) * 4 + nbuckets * 4;
        let entries_at = HEADER as u64 + tables_len;
        let names_at = entries_at + nnames * ENTRY as u64;
        let postings_at = names_at + names_len;
        if nbuckets == 0 || postings_at + npostings * 4 != bytes {
            return Err(Corrupt::Bounds("the segment's size"));
        }
        let mut tables = vec![0u8; tables_len as usize];
        file.read_exact_at(&mut tables, HEADER as u64)?;
        if crc32fast::hash(&tables) != u32_at(&h, 32) {
            return Err(Corrupt::Checksum("the blob table"));
        }
        let nb = nb as usize;
        // log2 of the blob count, at most 16 bits.
        let fan_bits = (usize::BITS - nb.leading_zeros()).saturating_sub(1).min(16);
        let mut fan = vec![0u32; (1usize << fan_bits) + 1];
        for id in tables[..nb * 20].chunks_exact(20) {
            fan[fan_of(id, fan_bits) + 1] += 1;
        }
        for p in 1..fan.len() {
            fan[p] += fan[p - 1];
        }
        let seg = Segment {
            file,
            tables,
            blobs: nb,
            fan,
            fan_bits,
            buckets: nbuckets as usize,
            names: nnames,
            entries_at,
            names_at,
            names_len,
            postings_at,
            npostings,
            bytes,
        };
        // The directory's last entry ends the names; each bucket's own bounds are checked
        // when it is read (see [`Segment::bucket`]).
        if u64::from(seg.first(seg.buckets)) != nnames {
            return Err(Corrupt::Bounds("the bucket directory"));
        }
        Ok(seg)
    }

    /// How many blobs the segment describes.
    pub fn blob_count(&self) -> usize {
        self.blobs
    }

    fn ids(&self) -> &[u8] {
        &self.tables[..self.blobs * 20]
    }

    fn state(&self, i: usize) -> u8 {
        self.tables[self.blobs * 20 + i]
    }

    /// The first name entry of bucket `b` (`b` = the bucket count: the end of the last).
    fn first(&self, b: usize) -> u32 {
        u32_at(&self.tables, self.blobs * 21 + b * 4)
    }

    /// The CRC-32 of bucket `b`'s names.
    fn crc(&self, b: usize) -> u32 {
        u32_at(
            &self.tables,
            self.blobs * 21 + (self.buckets + 1) * 4 + b * 4,
        )
    }

    /// The name entries of bucket `b`: from its first to the next bucket's, never backwards
    /// nor past the names.
    fn bucket(&self, b: usize) -> Result<(u64, u64), Corrupt> {
        let (first, end) = (u64::from(self.first(b)), u64::from(self.first(b + 1)));
        if first > end || end > self.names {
            return Err(Corrupt::Bounds("the bucket directory"));
        }
        Ok((first, end))
    }

    /// The blob at ordinal `i` and its state.
    pub fn blob(&self, i: usize) -> (ObjectId, u8) {
        (
            ObjectId::from_bytes_or_panic(&self.ids()[i * 20..i * 20 + 20]),
            self.state(i),
        )
    }

    /// The ordinal and state of blob `id`, if the segment knows it.
    pub fn find(&self, id: &ObjectId) -> Option<(usize, u8)> {
        let key = id.as_bytes();
        // The first eight bytes as one integer decide almost every step (a library call per
        // 20-byte comparison was most of this search, once per source file of a measure).
        let prefix =
            |b: &[u8]| u64::from_be_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
        let want = prefix(key);
        let ids = self.ids();
        let p = fan_of(key, self.fan_bits);
        let (mut lo, mut hi) = (self.fan[p] as usize, self.fan[p + 1] as usize);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let at = &ids[mid * 20..mid * 20 + 20];
            match prefix(at).cmp(&want).then_with(|| at.cmp(key)) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some((mid, self.state(mid))),
            }
        }
        None
    }

    /// The posting list of `name` (empty when no blob of the segment has the token).
    pub fn postings(&self, name: &[u8]) -> Result<Vec<u32>, Corrupt> {
        let b = (bucket_hash(name) & (self.buckets as u32 - 1)) as usize;
        let (first, end) = self.bucket(b)?;
        if first == end {
            return Ok(Vec::new());
        }
        let mut entries = vec![0u8; ((end - first) * ENTRY as u64) as usize];
        self.file
            .read_exact_at(&mut entries, self.entries_at + first * ENTRY as u64)?;
        // The bucket's names are contiguous, in entry order.
        let n0 = u32_at(&entries, 0) as u64;
        let last = entries.len() - ENTRY;
        let n1 = u32_at(&entries, last) as u64 + u32_at(&entries, last + 4) as u64;
        if n1 < n0 || n1 > self.names_len {
            return Err(Corrupt::Bounds("a bucket's names"));
        }
        let mut names = vec![0u8; (n1 - n0) as usize];
        self.file.read_exact_at(&mut names, self.names_at + n0)?;
        let mut crc = crc32fast::Hasher::new();
        let mut hit = None;
        for e in entries.chunks_exact(ENTRY) {
            let off = u32_at(e, 0) as u64;
            let len = u32_at(e, 4) as u64;
            if off < n0 || off + len > n1 {
                return Err(Corrupt::Bounds("a name"));
            }
            let text = &names[(off - n0) as usize..(off - n0 + len) as usize];
            crc.update(e);
            crc.update(text);
            if text == name {
                hit = Some((u32_at(e, 8) as u64, u32_at(e, 12) as u64, u32_at(e, 16)));
            }
        }
        if crc.finalize() != self.crc(b) {
            return Err(Corrupt::Checksum("a bucket of names"));
        }
        let Some((start, count, pcrc)) = hit else {
            return Ok(Vec::new());
        };
        if start + count > self.npostings {
            return Err(Corrupt::Bounds("a posting list"));
        }
        let mut raw = vec![0u8; (count * 4) as usize];
        self.file
            .read_exact_at(&mut raw, self.postings_at + start * 4)?;
        if crc32fast::hash(&raw) != pcrc {
            return Err(Corrupt::Checksum("a posting list"));
        }
        let nb = self.blobs as u32;
        let out: Vec<u32> = raw.chunks_exact(4).map(|c| u32_at(c, 0)).collect();
        if out.iter().any(|p| p >> 3 >= nb) {
            return Err(Corrupt::Bounds("a posting"));
        }
        Ok(out)
    }

    /// Everything the segment holds, every part checked (for merging segments).
    pub fn contents(&self) -> Result<Contents, Corrupt> {
        let mut entries = vec![0u8; self.names as usize * ENTRY];
        self.file.read_exact_at(&mut entries, self.entries_at)?;
        let mut names = vec![0u8; self.names_len as usize];
        self.file.read_exact_at(&mut names, self.names_at)?;
        let mut postings = vec![0u8; (self.npostings * 4) as usize];
        self.file.read_exact_at(&mut postings, self.postings_at)?;
        let nb = self.blobs as u32;
        let mut out = Contents {
            blobs: (0..self.blob_count()).map(|i| self.blob(i)).collect(),
            names: Default::default(),
        };
        for b in 0..self.buckets {
            let mut crc = crc32fast::Hasher::new();
            let (first, end) = self.bucket(b)?;
            for i in first as usize..end as usize {
                let e = &entries[i * ENTRY..(i + 1) * ENTRY];
                let (off, len) = (u32_at(e, 0) as usize, u32_at(e, 4) as usize);
                let (start, count) = (u32_at(e, 8) as usize, u32_at(e, 12) as usize);
                let name = names.get(off..off + len).ok_or(Corrupt::Bounds("a name"))?;
                let raw = postings
                    .get(start * 4..(start + count) * 4)
                    .ok_or(Corrupt::Bounds("a posting list"))?;
                if crc32fast::hash(raw) != u32_at(e, 16) {
                    return Err(Corrupt::Checksum("a posting list"));
                }
                crc.update(e);
                crc.update(name);
                let list: Vec<u32> = raw.chunks_exact(4).map(|c| u32_at(c, 0)).collect();
                if list.iter().any(|p| p >> 3 >= nb) {
                    return Err(Corrupt::Bounds("a posting"));
                }
                out.names.insert(name.to_vec(), list);
            }
            if crc.finalize() != self.crc(b) {
                return Err(Corrupt::Checksum("a bucket of names"));
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u8) -> ObjectId {
        ObjectId::from_bytes_or_panic(&[n; 20])
    }

    #[test]
    fn every_blob_is_found_through_the_fan_out_and_no_other() {
        for n in [0usize, 1, 2, 3, 255, 256, 257, 1000, 70_000] {
            let mut blobs: Vec<(ObjectId, u8)> = (0..n)
                .map(|i| (crate::git::tree::blob_id(&i.to_le_bytes()), (i % 2) as u8))
                .collect();
            blobs.sort();
            let c = Contents {
                blobs: blobs.clone(),
                names: Default::default(),
            };
            let dir = tempfile::tempdir().unwrap();
            let p = dir.path().join("s.cwx");
            std::fs::write(&p, c.encode()).unwrap();
            let s = Segment::open(&p).unwrap();
            for (i, (id, state)) in blobs.iter().enumerate() {
                assert_eq!(s.find(id), Some((i, *state)), "{n} blobs, #{i}");
            }
            for k in 0..200usize {
                let absent = crate::git::tree::blob_id(&(k + 1_000_000).to_le_bytes());
                assert_eq!(s.find(&absent), None);
            }
        }
    }

    #[test]
    fn a_segment_reads_back_what_was_written_and_refuses_a_flipped_byte() {
        let mut c = Contents {
            blobs: vec![(id(1), 0), (id(2), STATE_TOO_BIG), (id(3), 0)],
            names: Default::default(),
        };
        for k in 0..50u32 {
            c.names
                .insert(format!("name{k}").into_bytes(), vec![((k % 3) << 3) | 1]);
        }
        c.names.insert(b"parse".to_vec(), vec![(2 << 3) | 7, 1]);
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("s.cwx");
        let bytes = c.encode();
        std::fs::write(&p, &bytes).unwrap();
        let s = Segment::open(&p).unwrap();
        assert_eq!(s.find(&id(2)), Some((1, STATE_TOO_BIG)));
        assert_eq!(s.find(&id(9)), None);
        assert_eq!(s.postings(b"parse").unwrap(), vec![(2 << 3) | 7, 1]);
        assert_eq!(s.postings(b"name7").unwrap(), vec![(1 << 3) | 1]);
        assert!(s.postings(b"absent").unwrap().is_empty());
        assert_eq!(s.contents().unwrap().names.len(), 51);
        // Every single flipped byte is caught: by a checksum, a bound, the magic or the version.
        for at in 0..bytes.len() {
            let mut bad = bytes.clone();
            bad[at] ^= 0x5a;
            std::fs::write(&p, &bad).unwrap();
            let caught = match Segment::open(&p) {
                Err(_) => true,
                Ok(s) => s.contents().is_err(),
            };
            assert!(caught, "a flipped byte at {at} went unnoticed");
        }
    }
}
