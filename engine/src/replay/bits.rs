//! The bits a link's replay is written in (`link.rs`, its cursor track in `cursor.rs`): bits
//! most significant first, Exp-Golomb codes for counts, zigzag for signed values. The writer
//! is public for tools that craft links by hand (`engine/examples/hostile.rs`: links no
//! recorder would write, to attack the reader with).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use super::ReplayError;

/// A signed value as an unsigned one: 0, -1, 1, -2… as 0, 1, 2, 3….
pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

/// Writes bits, most significant first.
#[derive(Default)]
pub struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0 = start a new one).
    used: u32,
}

impl BitWriter {
    /// Writes one bit.
    pub fn bit(&mut self, on: bool) {
        if self.used == 0 {
            self.bytes.push(0);
        }
        if on {
            if let Some(last) = self.bytes.last_mut() {
                *last |= 0x80 >> self.used;
            }
        }
        self.used = (self.used + 1) % 8;
    }

    /// Writes the low `n` bits of `value`, highest first.
    pub fn bits(&mut self, value: u64, n: u32) {
        for i in (0..n).rev() {
            self.bit(value >> i & 1 == 1);
        }
    }

    /// Exp-Golomb of order `k`: `value + 2^k` in binary, after one zero per bit beyond k + 1.
    pub fn golomb(&mut self, value: u64, k: u32) {
        let x = u128::from(value) + (1u128 << k);
        let len = 128 - x.leading_zeros();
        for _ in 0..len - 1 - k {
            self.bit(false);
        }
        for i in (0..len).rev() {
            self.bit(x >> i & 1 == 1);
        }
    }

    /// A signed value, zigzagged, as Exp-Golomb of order 0.
    pub fn signed(&mut self, value: i64) {
        self.golomb(zigzag(value), 0);
    }

    /// A signed value, zigzagged, as Exp-Golomb of order `k`.
    pub fn signed_k(&mut self, value: i64, k: u32) {
        self.golomb(zigzag(value), k);
    }

    /// The bytes written, the last padded with zeros.
    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }

    /// The bits as a link's binary form: padded to a byte, then their [`checksum`].
    pub fn sealed(self) -> Vec<u8> {
        let mut bytes = self.finish();
        let crc = checksum(&bytes);
        bytes.extend_from_slice(&crc.to_be_bytes());
        bytes
    }
}

/// The CRC-32 a link's binary form ends with, of the bytes before it.
pub fn checksum(body: &[u8]) -> u32 {
    crc32fast::hash(body)
}

/// A link's text: its binary form in base64url, no padding.
pub fn text(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    pub(super) fn new(bytes: &[u8]) -> BitReader<'_> {
        BitReader { bytes, at: 0 }
    }

    /// A reader of `bytes` from bit `at`.
    pub(super) fn at(bytes: &[u8], at: usize) -> BitReader<'_> {
        BitReader { bytes, at }
    }

    /// The next bit's place.
    pub(super) fn place(&self) -> usize {
        self.at
    }

    /// Bits left.
    pub(super) fn left(&self) -> usize {
        (self.bytes.len() * 8).saturating_sub(self.at)
    }

    pub(super) fn bit(&mut self, what: &'static str) -> Result<bool, ReplayError> {
        let byte = self
            .bytes
            .get(self.at / 8)
            .ok_or(ReplayError::Truncated(what))?;
        let on = byte & (0x80 >> (self.at % 8)) != 0;
        self.at += 1;
        Ok(on)
    }

    pub(super) fn bits(&mut self, n: u32, what: &'static str) -> Result<u64, ReplayError> {
        let mut value = 0;
        for _ in 0..n {
            value = value << 1 | u64::from(self.bit(what)?);
        }
        Ok(value)
    }

    pub(super) fn golomb(&mut self, k: u32, what: &'static str) -> Result<u64, ReplayError> {
        let mut zeros = 0;
        while !self.bit(what)? {
            zeros += 1;
            if zeros > 64 {
                return Err(ReplayError::Settings(format!("{what} is out of range")));
            }
        }
        let mut x: u128 = 1;
        for _ in 0..zeros + k {
            x = x << 1 | u128::from(self.bit(what)?);
        }
        u64::try_from(x - (1u128 << k))
            .map_err(|_| ReplayError::Settings(format!("{what} is out of range")))
    }

    /// A signed value written by [`BitWriter::signed`].
    pub(super) fn signed(&mut self, what: &'static str) -> Result<i64, ReplayError> {
        self.signed_k(0, what)
    }

    /// A signed value written by [`BitWriter::signed_k`].
    pub(super) fn signed_k(&mut self, k: u32, what: &'static str) -> Result<i64, ReplayError> {
        let z = self.golomb(k, what)?;
        Ok((z >> 1) as i64 ^ -((z & 1) as i64))
    }
}
