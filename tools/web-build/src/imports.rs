//! Short names for what a page's wasm imports from its glue. wasm-bindgen names each import
//! `__wbg_<what>_<16 hex digits>`, and both the wasm (its import section) and the glue (the
//! object it instantiates the wasm with) carry every name: on the classic page 201 of them,
//! 6.5 KB of the first screen's gzip bytes that say nothing to anyone. Each becomes a name of
//! one or two letters in both; the wasm's other sections are copied byte for byte.

use wasm_encoder::Encode;
use wasmparser::{BinaryReader, Imports, Parser, Payload};

/// `wasm` and its `glue` with every import of `module` (the glue's own, `./<bin>_bg.js`)
/// renamed short in both. An import is kept as it is unless its name is the glue's key once
/// and only once and no export of the wasm has it: nothing else the glue says can change.
pub fn shortened(wasm: &[u8], glue: &str, module: &str) -> Result<(Vec<u8>, String), String> {
    let mut section = None;
    let mut exports = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        match payload.map_err(|e| format!("reading the wasm: {e}"))? {
            Payload::ImportSection(reader) => section = Some(reader),
            Payload::ExportSection(reader) => {
                for export in reader {
                    exports.push(export.map_err(|e| e.to_string())?.name.to_string());
                }
            }
            _ => {}
        }
    }
    let Some(reader) = section else {
        return Ok((wasm.to_vec(), glue.to_string()));
    };
    let at = |offset: u64| usize::try_from(offset).map_err(|e| e.to_string());
    let range = at(reader.range().start)?..at(reader.range().end)?;
    let entries = reader
        .into_iter_with_offsets()
        .map(|entry| match entry {
            Ok((offset, imports)) => Ok((at(offset)?, imports)),
            Err(e) => Err(format!("reading the imports: {e}")),
        })
        .collect::<Result<Vec<_>, String>>()?;
    let first = entries.first().map_or(range.end, |(at, _)| *at);
    // The count of entries is unchanged: the section starts as it did.
    let mut payload = wasm[range.start..first].to_vec();
    let mut glue = glue.to_string();
    let mut renamed = 0;
    for (i, (at, entry)) in entries.iter().enumerate() {
        let end = entries.get(i + 1).map_or(range.end, |(next, _)| *next);
        let bytes = &wasm[*at..end];
        // The import, and where the glue names it: renamed only where that is once.
        let renaming = match entry {
            Imports::Single(_, import)
                if import.module == module && !exports.iter().any(|e| e == import.name) =>
            {
                match keys(&glue, import.name)[..] {
                    [at] => Some((import, at)),
                    _ => None,
                }
            }
            _ => None,
        };
        let Some((import, at)) = renaming else {
            payload.extend_from_slice(bytes);
            continue;
        };
        let name = short(renamed);
        renamed += 1;
        // An import is its module, its name, then its type as it was.
        let head = encoded(import.module).len() + encoded(import.name).len();
        import.module.encode(&mut payload);
        name.encode(&mut payload);
        payload.extend_from_slice(&bytes[head..]);
        glue.replace_range(at..at + import.name.len(), &name);
    }
    let start = header(wasm, range.start, range.len())
        .ok_or("the import section's header is not where it should be")?;
    let mut out = wasm[..start].to_vec();
    out.push(2);
    payload.encode(&mut out);
    out.extend_from_slice(&wasm[range.end..]);
    Ok((out, glue))
}

/// Where `name` stands whole in `glue` (not inside a longer name).
fn keys(glue: &str, name: &str) -> Vec<usize> {
    let word =
        |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    glue.match_indices(name)
        .map(|(at, _)| at)
        .filter(|&at| {
            !word(glue[..at].chars().next_back()) && !word(glue[at + name.len()..].chars().next())
        })
        .collect()
}

/// The `n`th short name: `a`…`z`, `A`…`Z`, then two letters.
fn short(n: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let letter = |i: usize| char::from(LETTERS[i % LETTERS.len()]);
    if n < LETTERS.len() {
        letter(n).to_string()
    } else {
        let n = n - LETTERS.len();
        format!("{}{}", letter(n / LETTERS.len()), letter(n))
    }
}

/// Where the section whose contents start at `start` and are `len` bytes long begins: its id
/// (2, imports) and its size (LEB128, possibly padded).
fn header(wasm: &[u8], start: usize, len: usize) -> Option<usize> {
    (1..=5).find_map(|width| {
        let at = start.checked_sub(width + 1)?;
        let mut size = BinaryReader::new(&wasm[at + 1..start], 0);
        let read = size
            .read_var_u32()
            .ok()
            .and_then(|n| usize::try_from(n).ok());
        (wasm[at] == 2 && read == Some(len) && size.eof()).then_some(at)
    })
}

/// `text` as the wasm writes a string: its length (LEB128), then its bytes.
fn encoded(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    text.encode(&mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        CodeSection, EntityType, ExportKind, ExportSection, Function, FunctionSection,
        ImportSection, Instruction, MemoryType, Module, TypeSection,
    };

    /// A module importing three functions from the glue, one from elsewhere and a memory, and
    /// calling the first import from an exported function.
    fn module() -> Vec<u8> {
        let mut module = Module::new();
        let mut types = TypeSection::new();
        types.ty().function([], []);
        module.section(&types);
        let mut imports = ImportSection::new();
        for name in [
            "__wbg_alert_0123456789abcdef",
            "__wbg_log_fedcba9876543210",
            "__wbg_exported_1111111111111111",
        ] {
            imports.import("./page_bg.js", name, EntityType::Function(0));
        }
        imports.import(
            "./__wasm_split.js",
            "__wbg_alert_0123456789abcdef",
            EntityType::Function(0),
        );
        let memory = MemoryType {
            minimum: 1,
            maximum: None,
            memory64: false,
            shared: false,
            page_size_log2: None,
        };
        imports.import("./page_bg.js", "memory", EntityType::Memory(memory));
        module.section(&imports);
        let mut functions = FunctionSection::new();
        functions.function(0);
        module.section(&functions);
        let mut exports = ExportSection::new();
        exports.export("run", ExportKind::Func, 4);
        exports.export("__wbg_exported_1111111111111111", ExportKind::Func, 2);
        module.section(&exports);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        body.instruction(&Instruction::Call(0));
        body.instruction(&Instruction::End);
        code.function(&body);
        module.section(&code);
        module.finish()
    }

    fn imported(wasm: &[u8]) -> Vec<(String, String)> {
        let mut all = Vec::new();
        for payload in Parser::new(0).parse_all(wasm) {
            if let Ok(Payload::ImportSection(reader)) = payload {
                for entry in reader {
                    if let Ok(Imports::Single(_, i)) = entry {
                        all.push((i.module.to_string(), i.name.to_string()));
                    }
                }
            }
        }
        all
    }

    #[test]
    fn the_glues_imports_get_short_names_in_both_and_nothing_else_changes() {
        let wasm = module();
        let glue = "const i={__wbg_alert_0123456789abcdef:function(){alert()},\
                    __wbg_log_fedcba9876543210:function(){console.log(x.__wbg_log_fedcba9876543210)},\
                    __wbg_exported_1111111111111111:function(){},memory:m};\
                    i.__wbg_alert_0123456789abcdefX=1;";
        let (out, glue) = shortened(&wasm, glue, "./page_bg.js").unwrap();
        wasmparser::validate(&out).unwrap();
        assert_eq!(
            imported(&out),
            [
                ("./page_bg.js".into(), "a".into()),
                // Named twice in the glue: kept.
                ("./page_bg.js".into(), "__wbg_log_fedcba9876543210".into()),
                // Also an export: kept.
                (
                    "./page_bg.js".into(),
                    "__wbg_exported_1111111111111111".into()
                ),
                // Another module's: kept.
                (
                    "./__wasm_split.js".into(),
                    "__wbg_alert_0123456789abcdef".into()
                ),
                ("./page_bg.js".into(), "b".into()),
            ]
        );
        assert!(
            glue.starts_with("const i={a:function(){alert()},"),
            "{glue}"
        );
        assert!(
            glue.ends_with("b:m};i.__wbg_alert_0123456789abcdefX=1;"),
            "{glue}"
        );
        // Everything after the import section is as it was.
        let tail = |w: &[u8]| w[w.len() - 40..].to_vec();
        assert_eq!(tail(&out), tail(&wasm));
        assert!(out.len() < wasm.len());
    }

    #[test]
    fn names_run_from_one_letter_to_two() {
        assert_eq!(short(0), "a");
        assert_eq!(short(51), "Z");
        assert_eq!(short(52), "aa");
        assert_eq!(short(53), "ab");
        assert_eq!(short(52 * 53 - 1), "ZZ");
    }
}
