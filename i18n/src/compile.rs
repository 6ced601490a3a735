//! The catalogues (`locales/*.ftl`, Fluent) checked and compiled into tables: run by the build
//! script, and by the crate's tests on catalogues made wrong on purpose.
//!
//! English (`en.ftl`) is the reference. Every other language must have each of its messages
//! and attributes and no other, and may use only the arguments English's message has. A
//! variant must be a number or one of the language's plural categories (`src/plural.rs`).
//! What the page needs of Fluent is kept: text, arguments, selection on a number or a word,
//! terms and messages referred to (written in at build time); functions (`NUMBER()`) are not:
//! a front end formats a number for its language before it hands it over.
//!
//! A table is one line per message, English's order, after a first line
//! `FINGERPRINT<TAB>TAG<TAB>PLURAL<TAB>PART` (PART: `all`, or `first` for a table that holds
//! only the first screen's messages, the others' lines left empty). English's messages under
//! a group comment that starts with `First screen` (`## First screen: the board`) are the
//! first screen's: a page carries those inline and fetches the rest with its later code.
//! Those under one that starts with `The terminal` are the terminal's alone: the page's
//! tables leave their lines empty. A message is text in which `\` escapes the next character
//! (`\n` is a new line), `{i}` is argument `i`, and `{i?k=…|k=…|*k=…}` picks the variant whose
//! key is argument `i` (a number equal to it, else its plural category, else the one marked `*`).

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};
use fluent_syntax::parser;

use super::plural::Plural;

/// One language's catalogue as written: its tag (the file's name) and its text.
pub struct Source {
    pub tag: String,
    pub text: String,
}

/// One language, compiled.
pub struct Language {
    pub tag: String,
    /// Its own name for itself (the catalogue's `-language` term), for the picker.
    pub name: String,
    pub plural: Plural,
    pub table: String,
}

/// A page of the site, whose first screen's messages it carries inline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The classic game (`index.html`).
    Classic,
    /// Battle (`battle/index.html`).
    Battle,
}

/// One message of English's catalogue: what the generated function is called and takes.
pub struct Message {
    /// `id` or `id.attribute`.
    pub id: String,
    pub args: Vec<String>,
    /// Whether a page draws it before its later code arrives (its group in `en.ftl`).
    pub first: bool,
    /// Which page's first screen alone draws it (a group `First screen of the classic page…`
    /// or `First screen of Battle…`): the other page leaves it out of its inline table.
    pub only: Option<Page>,
    /// Whether only the terminal says it (a group starting `The terminal`), so the page's
    /// tables leave it out.
    pub terminal: bool,
    /// English's words, for the function's documentation.
    pub english: String,
}

/// Every language, English first, and English's messages.
pub struct Catalogue {
    pub languages: Vec<Language>,
    pub messages: Vec<Message>,
    pub fingerprint: String,
}

/// The reference language, whose messages every other catalogue has.
pub const REFERENCE: &str = "en";

/// Checks and compiles every catalogue; each problem found, with its file and message.
pub fn compile(sources: &[Source]) -> Result<Catalogue, Vec<String>> {
    let mut errors = Vec::new();
    let mut parsed = Vec::new();
    for source in sources {
        match Parsed::of(source) {
            Ok(p) => parsed.push(p),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let Some(english) = parsed.iter().position(|p| p.tag == REFERENCE) else {
        errors.push(format!(
            "no {REFERENCE}.ftl: English is every catalogue's reference"
        ));
        return Err(errors);
    };
    let english = parsed.remove(english);
    parsed.insert(0, english);
    // English's arguments, in the order they first appear: each function's parameters.
    let mut messages = Vec::new();
    let mut args: HashMap<String, Vec<String>> = HashMap::new();
    for (id, pattern) in &parsed[0].messages {
        let mut names = Vec::new();
        variables(pattern, &parsed[0], &mut names, 0);
        args.insert(id.clone(), names.clone());
        messages.push(Message {
            id: id.clone(),
            args: names,
            first: parsed[0].first.contains(id),
            only: if parsed[0].classic_only.contains(id) {
                Some(Page::Classic)
            } else if parsed[0].battle_only.contains(id) {
                Some(Page::Battle)
            } else {
                None
            },
            terminal: parsed[0].terminal.contains(id),
            english: String::new(),
        });
    }
    let fingerprint = fingerprint(&messages);
    let mut languages = Vec::new();
    for language in &parsed {
        let file = format!("{}.ftl", language.tag);
        let mut table = format!(
            "{fingerprint}\t{}\t{}\tall\n",
            language.tag,
            language.plural.code()
        );
        for message in &messages {
            if !language.messages.contains_key(&message.id) {
                errors.push(format!("{file}: no message `{}`", message.id));
            }
        }
        for id in language.messages.keys() {
            if !args.contains_key(id) {
                errors.push(format!(
                    "{file}: `{id}` is not in {REFERENCE}.ftl (misspelt, or to be added there first)"
                ));
            }
        }
        for message in &mut messages {
            let Some(pattern) = language.messages.get(&message.id) else {
                table.push('\n');
                continue;
            };
            let mut context = Context {
                language,
                args: &message.args,
                message: &message.id,
                errors: &mut errors,
            };
            let line = context.pattern(pattern, 0);
            if language.tag == REFERENCE {
                message.english = line.clone();
            }
            table.push_str(&line);
            table.push('\n');
        }
        languages.push(Language {
            tag: language.tag.clone(),
            name: language.name.clone(),
            plural: language.plural,
            table,
        });
    }
    if errors.is_empty() {
        Ok(Catalogue {
            languages,
            messages,
            fingerprint,
        })
    } else {
        Err(errors)
    }
}

/// One catalogue parsed: its messages (and attributes, as `id.attribute`) in file order,
/// and its terms.
struct Parsed<'s> {
    tag: String,
    name: String,
    plural: Plural,
    messages: BTreeMapInOrder<'s>,
    terms: HashMap<&'s str, Pattern<&'s str>>,
    /// The messages under a `## First screen…` group comment.
    first: std::collections::HashSet<String>,
    /// The messages under a `## First screen of the classic page…` group comment.
    classic_only: std::collections::HashSet<String>,
    /// The messages under a `## First screen of Battle…` group comment.
    battle_only: std::collections::HashSet<String>,
    /// The messages under a `## The terminal…` group comment.
    terminal: std::collections::HashSet<String>,
}

/// Messages by id, kept in the order the file has them.
#[derive(Default)]
struct BTreeMapInOrder<'s> {
    order: Vec<String>,
    by_id: BTreeMap<String, Pattern<&'s str>>,
}

impl<'s> BTreeMapInOrder<'s> {
    fn insert(&mut self, id: String, pattern: Pattern<&'s str>) -> bool {
        if self.by_id.contains_key(&id) {
            return false;
        }
        self.order.push(id.clone());
        self.by_id.insert(id, pattern);
        true
    }
    fn get(&self, id: &str) -> Option<&Pattern<&'s str>> {
        self.by_id.get(id)
    }
    fn contains_key(&self, id: &str) -> bool {
        self.by_id.contains_key(id)
    }
    fn keys(&self) -> impl Iterator<Item = &String> {
        self.order.iter()
    }
}

impl<'a, 's> IntoIterator for &'a BTreeMapInOrder<'s> {
    type Item = (&'a String, &'a Pattern<&'s str>);
    type IntoIter = Box<dyn Iterator<Item = Self::Item> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(
            self.order
                .iter()
                .filter_map(|id| Some((id, self.by_id.get(id)?))),
        )
    }
}

impl<'s> Parsed<'s> {
    fn of(source: &'s Source) -> Result<Parsed<'s>, Vec<String>> {
        let file = format!("{}.ftl", source.tag);
        let mut errors = Vec::new();
        let resource = match parser::parse(source.text.as_str()) {
            Ok(resource) => resource,
            Err((_, parse_errors)) => {
                for e in parse_errors {
                    // The line of the entry it is in (the error's own place may be past its end).
                    let at = e.slice.as_ref().map_or(e.pos.start, |s| s.start);
                    let line = source.text[..at.min(source.text.len())]
                        .matches('\n')
                        .count()
                        + 1;
                    errors.push(format!("{file}:{line}: {}", e.kind));
                }
                return Err(errors);
            }
        };
        let Some(plural) = Plural::of(&source.tag) else {
            return Err(vec![format!(
                "{file}: no plural rules for `{}`: add its language to Plural::of (i18n/src/plural.rs)",
                source.tag
            )]);
        };
        let mut parsed = Parsed {
            tag: source.tag.clone(),
            name: String::new(),
            plural,
            messages: BTreeMapInOrder::default(),
            terms: HashMap::new(),
            first: Default::default(),
            classic_only: Default::default(),
            battle_only: Default::default(),
            terminal: Default::default(),
        };
        let (mut in_first, mut in_terminal) = (false, false);
        let (mut in_classic, mut in_battle) = (false, false);
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let id = message.id.name.to_string();
                    for (inside, set) in [
                        (in_first, &mut parsed.first),
                        (in_classic, &mut parsed.classic_only),
                        (in_battle, &mut parsed.battle_only),
                        (in_terminal, &mut parsed.terminal),
                    ] {
                        if inside {
                            set.insert(id.clone());
                            for attribute in &message.attributes {
                                set.insert(format!("{id}.{}", attribute.id.name));
                            }
                        }
                    }
                    if let Some(value) = message.value {
                        if !parsed.messages.insert(id.clone(), value) {
                            errors.push(format!("{file}: `{id}` twice"));
                        }
                    }
                    for attribute in message.attributes {
                        let id = format!("{id}.{}", attribute.id.name);
                        if !parsed.messages.insert(id.clone(), attribute.value) {
                            errors.push(format!("{file}: `{id}` twice"));
                        }
                    }
                }
                Entry::Term(term) => {
                    parsed.terms.insert(term.id.name, term.value);
                }
                Entry::Junk { content } => errors.push(format!("{file}: cannot read {content:?}")),
                Entry::GroupComment(group) => {
                    let starts = |with: &str| {
                        group
                            .content
                            .first()
                            .is_some_and(|line| line.trim_start().starts_with(with))
                    };
                    in_first = starts("First screen");
                    in_classic = starts("First screen of the classic page");
                    in_battle = starts("First screen of Battle");
                    in_terminal = starts("The terminal");
                }
                Entry::Comment(_) | Entry::ResourceComment(_) => {}
            }
        }
        match parsed.terms.get("language").map(plain_text) {
            Some(Some(name)) if !name.is_empty() => parsed.name = name,
            _ => errors.push(format!(
                "{file}: no `-language = …` term (the language's own name, for the picker)"
            )),
        }
        if errors.is_empty() {
            Ok(parsed)
        } else {
            Err(errors)
        }
    }
}

/// A pattern that is only text.
fn plain_text(pattern: &Pattern<&str>) -> Option<String> {
    pattern
        .elements
        .iter()
        .map(|e| match e {
            PatternElement::TextElement { value } => Some(*value),
            PatternElement::Placeable { .. } => None,
        })
        .collect()
}

/// The variables `pattern` uses, in the order they first appear (terms and messages it
/// refers to included), added to `names`.
fn variables(pattern: &Pattern<&str>, language: &Parsed, names: &mut Vec<String>, depth: usize) {
    if depth > DEEPEST {
        return;
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, language, names, depth);
        }
    }
}

fn expression_variables(
    expression: &Expression<&str>,
    language: &Parsed,
    names: &mut Vec<String>,
    depth: usize,
) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, language, names, depth);
            for variant in variants {
                variables(&variant.value, language, names, depth);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, language, names, depth),
    }
}

fn inline_variables(
    inline: &InlineExpression<&str>,
    language: &Parsed,
    names: &mut Vec<String>,
    depth: usize,
) {
    match inline {
        InlineExpression::VariableReference { id } => {
            if !names.iter().any(|n| n == id.name) {
                names.push(id.name.to_string());
            }
        }
        InlineExpression::TermReference { id, .. } => {
            if let Some(term) = language.terms.get(id.name) {
                variables(term, language, names, depth + 1);
            }
        }
        InlineExpression::MessageReference { id, attribute } => {
            let id = match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_string(),
            };
            if let Some(message) = language.messages.get(&id) {
                variables(message, language, names, depth + 1);
            }
        }
        InlineExpression::Placeable { expression } => {
            expression_variables(expression, language, names, depth)
        }
        InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. }
        | InlineExpression::FunctionReference { .. } => {}
    }
}

/// How deep terms and messages may refer to one another: past it, a loop.
const DEEPEST: usize = 8;

/// What compiling one message needs: its language, English's arguments for it, and where
/// problems go.
struct Context<'c, 's> {
    language: &'c Parsed<'s>,
    args: &'c [String],
    message: &'c str,
    errors: &'c mut Vec<String>,
}

impl Context<'_, '_> {
    fn error(&mut self, what: String) {
        self.errors.push(format!(
            "{}.ftl: `{}`: {what}",
            self.language.tag, self.message
        ));
    }

    fn pattern(&mut self, pattern: &Pattern<&str>, depth: usize) -> String {
        let mut out = String::new();
        if depth > DEEPEST {
            self.error("terms or messages refer to each other in a loop".into());
            return out;
        }
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => escape(value, &mut out),
                PatternElement::Placeable { expression } => {
                    let text = self.expression(expression, depth);
                    out.push_str(&text);
                }
            }
        }
        out
    }

    fn expression(&mut self, expression: &Expression<&str>, depth: usize) -> String {
        match expression {
            Expression::Inline(inline) => self.inline(inline, depth),
            Expression::Select { selector, variants } => {
                let InlineExpression::VariableReference { id } = selector else {
                    self.error("only an argument can choose a variant ({ $n -> … })".into());
                    return String::new();
                };
                let Some(index) = self.argument(id.name) else {
                    return String::new();
                };
                // A choice by plural form, when any key is one (a choice by word otherwise,
                // `[me]`, whose keys are the translator's).
                let plural = variants.iter().any(|v| {
                    matches!(&v.key, VariantKey::Identifier { name }
                        if ["zero", "one", "two", "few", "many"].contains(name))
                });
                let variants: Vec<String> = variants
                    .iter()
                    .map(|v| self.variant(v, plural, depth))
                    .collect();
                format!("{{{index}?{}}}", variants.join("|"))
            }
        }
    }

    fn variant(&mut self, variant: &Variant<&str>, plural: bool, depth: usize) -> String {
        let key = match &variant.key {
            VariantKey::NumberLiteral { value } => value.to_string(),
            VariantKey::Identifier { name } => {
                let categories = self.language.plural.categories();
                if plural && !categories.contains(name) {
                    self.error(format!(
                        "`[{name}]` is not one of {}'s plural categories ({})",
                        self.language.tag,
                        categories.join(", ")
                    ));
                }
                name.to_string()
            }
        };
        let mut out = String::new();
        if variant.default {
            out.push('*');
        }
        escape(&key, &mut out);
        out.push('=');
        out.push_str(&self.pattern(&variant.value, depth));
        out
    }

    fn inline(&mut self, inline: &InlineExpression<&str>, depth: usize) -> String {
        let mut out = String::new();
        match inline {
            InlineExpression::StringLiteral { value } => escape(
                &fluent_syntax::unicode::unescape_unicode_to_string(value),
                &mut out,
            ),
            InlineExpression::NumberLiteral { value } => escape(value, &mut out),
            InlineExpression::VariableReference { id } => {
                if let Some(index) = self.argument(id.name) {
                    let _ = write!(out, "{{{index}}}");
                }
            }
            InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                if attribute.is_some() || arguments.is_some() {
                    self.error(format!(
                        "-{}: a term's attributes and arguments are not supported",
                        id.name
                    ));
                }
                match self.language.terms.get(id.name) {
                    Some(term) => out = self.pattern(term, depth + 1),
                    None => self.error(format!("no term -{}", id.name)),
                }
            }
            InlineExpression::MessageReference { id, attribute } => {
                let id = match attribute {
                    Some(a) => format!("{}.{}", id.name, a.name),
                    None => id.name.to_string(),
                };
                match self.language.messages.get(&id) {
                    Some(message) => out = self.pattern(message, depth + 1),
                    None => self.error(format!("no message {id} to refer to")),
                }
            }
            InlineExpression::FunctionReference { id, .. } => self.error(format!(
                "{}(): functions are not supported; the front end formats the argument",
                id.name
            )),
            InlineExpression::Placeable { expression } => out = self.expression(expression, depth),
        }
        out
    }

    /// Argument `name`'s place among English's arguments for this message.
    fn argument(&mut self, name: &str) -> Option<usize> {
        let index = self.args.iter().position(|a| a == name);
        if index.is_none() {
            let known = if self.args.is_empty() {
                "none".to_string()
            } else {
                self.args
                    .iter()
                    .map(|a| format!("${a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            self.error(format!(
                "${name} is not one of {REFERENCE}.ftl's arguments for it ({known})"
            ));
        }
        index
    }
}

/// `text` with the table's special characters escaped.
fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '\\' | '{' | '}' | '|' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
}

/// A short hash of English's messages and arguments: a table is read only by the build that
/// has the same ones.
fn fingerprint(messages: &[Message]) -> String {
    // FNV-1a, 64 bits.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for message in messages {
        for part in std::iter::once(&message.id).chain(&message.args) {
            for byte in part.bytes().chain([0]) {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    format!("{hash:016x}")
}

/// A message's function name: `new-game.title` → `new_game_title`.
pub fn function_name(id: &str) -> String {
    let name = id.replace(['-', '.'], "_");
    // An argument named as a Rust keyword (`$move`) is a raw identifier.
    const KEYWORDS: &[&str] = &[
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn",
        "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
        "return", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
        "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
        "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
    ];
    if KEYWORDS.contains(&name.as_str()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// The Rust source the build script writes: [`LANGUAGES`](crate::LANGUAGES), each table, and
/// one method of `Words` a message.
pub fn rust(catalogue: &Catalogue) -> Result<String, String> {
    let mut out = String::new();
    let mut seen = HashMap::new();
    for message in &catalogue.messages {
        let name = function_name(&message.id);
        if let Some(other) = seen.insert(name.clone(), &message.id) {
            return Err(format!(
                "`{}` and `{other}` both make the function `{name}`",
                message.id
            ));
        }
    }
    let _ = writeln!(
        out,
        "/// Every language there is a catalogue of, English first.\npub const LANGUAGES: &[Language] = &["
    );
    for language in &catalogue.languages {
        let _ = writeln!(
            out,
            "    Language {{ tag: {:?}, name: {:?}, plural: Plural::{:?} }},",
            language.tag, language.name, language.plural
        );
    }
    let _ = writeln!(out, "];\n");
    let _ = writeln!(
        out,
        "/// Each language's table, in [`LANGUAGES`]' order.\npub const TABLES: &[&str] = &["
    );
    for language in &catalogue.languages {
        let _ = writeln!(out, "    {:?},", language.table);
    }
    let _ = writeln!(out, "];\n");
    let _ = writeln!(
        out,
        "/// What a table's first line starts with when it has these messages.\npub(crate) const FINGERPRINT: &str = {:?};\n/// How many messages there are.\npub(crate) const MESSAGES: usize = {};\n/// The first screen's messages, by index.\npub(crate) const FIRST: &[u16] = &{:?};\n/// The first screen's messages of the classic page alone, by index.\npub(crate) const CLASSIC_ONLY: &[u16] = &{:?};\n/// The first screen's messages of Battle alone, by index.\npub(crate) const BATTLE_ONLY: &[u16] = &{:?};\n/// The messages only the terminal says, by index.\npub(crate) const TERMINAL: &[u16] = &{:?};\n",
        catalogue.fingerprint,
        catalogue.messages.len(),
        indices(catalogue, |m| m.first),
        indices(catalogue, |m| m.only == Some(Page::Classic)),
        indices(catalogue, |m| m.only == Some(Page::Battle)),
        indices(catalogue, |m| m.terminal),
    );
    let _ = writeln!(out, "impl Words {{");
    for (index, message) in catalogue.messages.iter().enumerate() {
        let name = function_name(&message.id);
        let english = message.english.replace('\n', " ");
        let _ = writeln!(out, "    /// `{}`: {english}", message.id);
        if message.args.is_empty() {
            let _ = writeln!(
                out,
                "    pub fn {name}(&self) -> Rc<str> {{ self.say({index}, &[]) }}"
            );
        } else {
            let params: Vec<String> = message
                .args
                .iter()
                .map(|a| format!("{}: impl Into<Arg<'a>>", function_name(a)))
                .collect();
            let values: Vec<String> = message
                .args
                .iter()
                .map(|a| format!("{}.into()", function_name(a)))
                .collect();
            if message.args.len() > 6 {
                // A message's arguments are its sentence's figures, named where it is called.
                let _ = writeln!(out, "    #[allow(clippy::too_many_arguments)]");
            }
            let _ = writeln!(
                out,
                "    pub fn {name}<'a>(&self, {}) -> Rc<str> {{ self.say({index}, &[{}]) }}",
                params.join(", "),
                values.join(", ")
            );
        }
    }
    let _ = writeln!(out, "}}");
    Ok(out)
}

/// The indices of the messages `which` picks.
fn indices(catalogue: &Catalogue, which: impl Fn(&Message) -> bool) -> Vec<u16> {
    catalogue
        .messages
        .iter()
        .enumerate()
        .filter(|(_, m)| which(m))
        .map(|(i, _)| i as u16)
        .collect()
}
