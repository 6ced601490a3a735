//! Reading a file's bytes in order, every read checked: a file cut short is an error that says
//! where, never a panic.

use super::{Part, VideoError};
use crate::format::visible;

/// A file's bytes and how far they are read.
pub(super) struct Bytes<'a> {
    bytes: &'a [u8],
    pub(super) at: usize,
}

impl<'a> Bytes<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Bytes<'a> {
        Bytes { bytes, at: 0 }
    }

    /// Bytes left.
    pub(super) fn left(&self) -> usize {
        self.bytes.len().saturating_sub(self.at)
    }

    pub(super) fn take(&mut self, n: usize, what: Part) -> Result<&'a [u8], VideoError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(VideoError::Truncated {
            part: what,
            at: self.at,
        })?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    pub(super) fn skip(&mut self, n: usize, what: Part) -> Result<(), VideoError> {
        self.take(n, what).map(|_| ())
    }

    pub(super) fn u8(&mut self, what: Part) -> Result<u8, VideoError> {
        Ok(self.take(1, what)?[0])
    }

    pub(super) fn u16(&mut self, what: Part) -> Result<u16, VideoError> {
        let b = self.take(2, what)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    pub(super) fn i16(&mut self, what: Part) -> Result<i16, VideoError> {
        Ok(self.u16(what)? as i16)
    }

    pub(super) fn u24(&mut self, what: Part) -> Result<u32, VideoError> {
        let b = self.take(3, what)?;
        Ok(u32::from_be_bytes([0, b[0], b[1], b[2]]))
    }

    pub(super) fn u32(&mut self, what: Part) -> Result<u32, VideoError> {
        let b = self.take(4, what)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub(super) fn u64(&mut self, what: Part) -> Result<u64, VideoError> {
        Ok(u64::from(self.u32(what)?) << 32 | u64::from(self.u32(what)?))
    }

    /// Bytes up to (not with) `end`, which is read too.
    pub(super) fn until(&mut self, end: u8, what: Part) -> Result<&'a [u8], VideoError> {
        let rest = &self.bytes[self.at.min(self.bytes.len())..];
        let len = rest
            .iter()
            .position(|&b| b == end)
            .ok_or(VideoError::Truncated {
                part: what,
                at: self.at,
            })?;
        self.at += len + 1;
        Ok(&rest[..len])
    }

    /// A text ending in `end`, as [`text`] shows it.
    pub(super) fn text_until(&mut self, end: u8, what: Part) -> Result<String, VideoError> {
        Ok(text(self.until(end, what)?))
    }
}

/// Bytes of a text in an encoding a file does not name, as visible text: UTF-8 when they are
/// UTF-8, else each byte as Windows-1252's character (the Latin names of most old files read
/// right; names in other code pages come out as that page's letters, never as anything that
/// could clear a terminal or retitle its window: controls are shown as escapes).
pub(super) fn text(bytes: &[u8]) -> String {
    let decoded = match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&b| windows_1252(b)).collect(),
    };
    visible(&decoded)
}

/// Bytes of a text in a code page, never UTF-8 (the programs that wrote it knew none), as
/// [`text`] shows such bytes.
pub(super) fn code_page_text(bytes: &[u8]) -> String {
    visible(&bytes.iter().map(|&b| windows_1252(b)).collect::<String>())
}

/// Windows-1252's character for a byte (its 0x80–0x9F are not Latin-1's controls).
fn windows_1252(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}
