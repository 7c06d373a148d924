"""Plain text from roff manual-page sources (the man(7) and mdoc(7) macro packages), without groff.

`man -P cat` renders about ten pages a second; reading the gzipped sources and converting them here is
two orders of magnitude faster and good enough for a knowledge base: headings become upper-case lines,
paragraphs become one line each, tags of option lists stand on their own line, tables become rows of
cells, and fonts, sizes, motions and other typesetting are dropped. Conditionals are evaluated as nroff
would (`n` true, `t` false, groff registers present); strings (`.ds`) and user macros (`.de`) are
expanded; `.so` includes are read through a caller-supplied function. Unknown requests are ignored.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator

logger = logging.getLogger(__name__)

MAX_DEPTH = 8  # nesting of macro calls, string expansions and .so includes
MAX_OUTPUT_LINES = 200_000  # a runaway macro must not exhaust memory
SPECIAL_CHARS = {
    "em": "--", "en": "-", "hy": "-", "mi": "-", "aq": "'", "dq": '"', "lq": '"', "rq": '"', "oq": "'",
    "cq": "'", "ga": "`", "ha": "^", "ti": "~", "rs": "\\", "bu": "*", "co": "(C)", "rg": "(R)",
    "tm": "(TM)", "pl": "+", "mu": "x", "di": "/", "eq": "=", "de": " degrees", "->": "->", "<-": "<-",
    ">=": ">=", "<=": "<=", "!=": "!=", "==": "==", "sl": "/", "ba": "|", "br": "|", "or": "|", "ul": "_",
    "sc": "S", "ct": "c", "Po": "L", "Eu": "EUR", "eu": "EUR", "bv": "|", "fm": "'", "sd": "''",
    "Fo": "<<", "Fc": ">>", "fo": "<", "fc": ">", "ss": "ss", "a^": "a", "e'": "e", "u\"": "u",
    "o\"": "o", "a\"": "a", "lB": "[", "rB": "]", "lC": "{", "rC": "}", "la": "<", "ra": ">",
    "at": "@", "sh": "#", "Do": "$", "pc": ".", "+-": "+-", "12": "1/2", "14": "1/4", "34": "3/4",
    "*W": "-", "*p": "pi", "*m": "mu", "*a": "alpha", "*b": "beta",
}
DEFAULT_STRINGS = {"R": "(R)", "Tm": "(TM)", "lq": '"', "rq": '"', "Aq": "'", "aq": "'"}
ESCAPE_CHARS = {
    "-": "-", "e": "\\", "\\": "\\", "E": "\\", " ": " ", "~": " ", "0": " ", "'": "'", "`": "`",
    ".": ".", "t": "\t", "&": "", "|": "", "^": "", "%": "", ":": "", ",": "", "/": "", "c": "",
    "a": "", "p": "", "r": "", "u": "", "d": "", "{": "", "}": "", "!": "", "\n": "", '"': "",
}
REGISTERS = {".g": "1"}  # we are "groff"; every other number register reads as 0
BREAKS = frozenset("br sp bp PP P LP HP RS RE PD Pp Lp Bl El Ed Rs Re ne".split())
IGNORED = frozenset(
    "TH Dd Dt Os nh hy ad na ft ps vs ll in ti ta lf cc c2 ec eo nr rr rm rn ch wh it ev mk rt fam fp ss "
    "cs pc tm ab ns rs do hw pl po em fc lc ls nm nn pn ul cu bd tr mso IX PD hlm UC Sm Bf Ef Bk Ek "
    "Ud Db Ft cflags warn ce soquiet".split())
FONT_MACROS = frozenset("B I SM SB".split())
ALTERNATING_MACROS = frozenset("BR BI IB IR RB RI".split())
MDOC_PAIRS = {
    "Op": ("[", "]"), "Oo": ("[", ""), "Oc": ("", "]"), "Dq": ('"', '"'), "Do": ('"', ""),
    "Dc": ("", '"'), "Qq": ('"', '"'), "Qo": ('"', ""), "Qc": ("", '"'), "Sq": ("'", "'"), "So": ("'", ""),
    "Sc": ("", "'"), "Pq": ("(", ")"), "Po": ("(", ""), "Pc": ("", ")"), "Bq": ("[", "]"), "Bo": ("[", ""),
    "Bc": ("", "]"), "Aq": ("<", ">"), "Ao": ("<", ""), "Ac": ("", ">"), "Brq": ("{", "}"), "Bro": ("{", ""),
    "Brc": ("", "}"), "Ql": ("'", "'"), "Eo": ("", ""), "Ec": ("", ""),
}
MDOC_WORDS = {"Ux": "UNIX", "Bx": "BSD", "Ox": "OpenBSD", "Fx": "FreeBSD", "Nx": "NetBSD",
              "Dx": "DragonFly", "Bsx": "BSD/OS", "At": "AT&T UNIX", "Ta": " ", "Ap": "'"}
MDOC_CALLABLE = frozenset(
    "Ad An Ar Cd Cm Dv Em Er Ev Fa Fl Fn Ic Li Ms Mt Nm No Ns Pa Pf Sx Sy Tn Va Vt Xr Lk St Fo Fc Xo Xc "
    "Lb In Ot Ft Dl".split()) | frozenset(MDOC_PAIRS) | frozenset(MDOC_WORDS)
MDOC_PUNCTUATION = frozenset(".,:;)]?!")
MDOC_OPENING = frozenset("([")

_COMMENT = re.compile(r'^((?:[^\\]|\\.)*?)\\["#].*$')
_REQUEST = re.compile(r"^[.']\s*(?P<name>[^\s\\]+)(?P<rest>.*)$")
_ESCAPE = re.compile(
    r"\\(?:(?P<str>\*(?:\[(?P<sb>[^\]]*)\]|\((?P<s2>..)|(?P<s1>.)))"
    r"|\((?P<c2>..)|\[(?P<cb>[^\]]*)\]"
    r"|(?P<font>[fF](?:\[[^\]]*\]|\(..|.))"
    r"|(?P<size>s(?:\[[^\]]*\]|[-+]?\(\d\d|[-+]?'[^']*'|[-+]?\d))"
    r"|(?P<reg>[ngV][-+]?(?:\[(?P<rb>[^\]]*)\]|\((?P<r2>..)|(?P<r1>.)))"
    r"|(?P<delim>[bhlLoSvwxXZDNRAB])(?P<d>[^\s\\])(?:(?!(?P=d)).)*(?P=d)"
    r"|(?P<color>[mMY](?:\[[^\]]*\]|\(..|.))"
    r"|(?P<kz>[kz].)|(?P<arg>\$[\d*@])|(?P<other>.))",
    re.DOTALL)
_NUMBER = re.compile(r"^[-+]?\d+(?:\.\d+)?[uvmnpPcif]?$")
_TABLE_RULE = re.compile(r"^(?:[_=]|\\_)(?:\t(?:[_=]|\\_))*$")

SourceReader = Callable[[str], str | None]


def split_args(text: str) -> list[str]:
    """Arguments of a request line: blanks separate, double quotes group (`""` is a quote inside)."""
    args: list[str] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " \t":
            i += 1
        if i >= n:
            break
        quoted = text[i] == '"'
        i += quoted
        start = i
        current = []
        while i < n:
            char = text[i]
            if char == "\\" and i + 1 < n:
                current.append(text[i:i + 2])
                i += 2
                continue
            if quoted and char == '"':
                if text[i + 1:i + 2] == '"':
                    current.append('"')
                    i += 2
                    continue
                i += 1
                break
            if not quoted and char in " \t":
                break
            current.append(char)
            i += 1
        args.append("".join(current) if current or quoted else text[start:i])
    return args


def join_continuations(lines: list[str]) -> list[str]:
    """Join lines ending in an (unescaped) backslash with the next line."""
    joined: list[str] = []
    pending = ""
    for line in lines:
        trailing = len(line) - len(line.rstrip("\\"))
        if trailing % 2:
            pending += line[:-1]
            continue
        joined.append(pending + line)
        pending = ""
    if pending:
        joined.append(pending)
    return joined


class _Renderer:
    """State for rendering one page (created per page: no state is shared between pages)."""

    def __init__(self, read_source: SourceReader | None) -> None:
        self.read_source = read_source
        self.out: list[str] = []
        self.words: list[str] = []
        self.glue = False
        self.nofill = False
        self.table: str | None = None  # None, "format" or "data"
        self.tab = "\t"
        self.tag_next = False
        self.heading_next: str | None = None
        self.strings = dict(DEFAULT_STRINGS)
        self.macros: dict[str, list[str]] = {}
        self.ie_results: list[bool] = []
        self.url: str | None = None
        self.mdoc_name = ""
        self.depth = 0
        self.lines: Iterator[str] = iter(())

    # ---- output -------------------------------------------------------------------------------
    def flush(self) -> None:
        if self.words:
            self.out.append(" ".join(self.words).strip())
            self.words = []
        self.glue = False

    def paragraph(self) -> None:
        self.flush()
        if self.out and self.out[-1]:
            self.out.append("")

    def heading(self, title: str, level: str) -> None:
        self.paragraph()
        title = title.strip()
        self.out.append(title.upper() if level == "SH" else title)
        self.tag_next = False

    def add_text(self, text: str) -> None:
        if self.heading_next:
            level, self.heading_next = self.heading_next, None
            self.heading(text, level)
            return
        if self.nofill:
            self.flush()
            self.out.append(text.rstrip())
            return
        if self.glue and self.words:
            self.words[-1] += text.strip()
        elif text.strip():
            self.words.append(text.strip())
        self.glue = False
        if self.tag_next and self.words:
            self.tag_next = False
            self.flush()

    # ---- escapes ------------------------------------------------------------------------------
    def inline(self, text: str) -> str:
        """Interpret escapes of one line (comments must already be gone)."""
        if "\\" not in text:
            return text
        return _ESCAPE.sub(self._escape, text)

    def _escape(self, match: re.Match[str]) -> str:
        if match["str"]:
            return self.expand_string(match["sb"] or match["s2"] or match["s1"] or "")
        if match["c2"] is not None or match["cb"] is not None:
            return special_char(match["c2"] or match["cb"] or "")
        if match["reg"]:
            return REGISTERS.get(match["rb"] or match["r2"] or match["r1"] or "", "0") \
                if match["reg"][0] == "n" else ""
        if match["other"] is not None:
            return ESCAPE_CHARS.get(match["other"], match["other"])
        return ""  # fonts, sizes, motions, colours, marks and other typesetting

    def expand_string(self, name: str) -> str:
        value = self.strings.get(name, "")
        if self.depth >= MAX_DEPTH or "\\" not in value:
            return value
        self.depth += 1
        try:
            return self.inline(value)
        finally:
            self.depth -= 1

    # ---- lines --------------------------------------------------------------------------------
    def run(self, lines: list[str]) -> None:
        outer = self.lines
        self.lines = iter(join_continuations(lines))
        try:
            for line in self.lines:
                if len(self.out) > MAX_OUTPUT_LINES:
                    logger.warning("output too long; page cut")
                    break
                self.line(line)
        finally:
            self.lines = outer

    def line(self, line: str) -> None:
        if line[:2] in (".\\", "'\\") and line[2:3] in ('"', "#"):
            return
        line = _COMMENT.sub(r"\1", line) if "\\" in line else line
        if self.table:
            self.table_line(line)
        elif line[:1] in ".'":
            self.request(line)
        elif not line.strip():
            self.flush() if self.nofill else self.paragraph()
            if self.nofill:
                self.out.append("")
        else:
            glue_after = line.endswith("\\c")
            if line[:1] in " \t" and not self.nofill:
                self.flush()
            self.add_text(self.inline(line))
            self.glue = glue_after

    def request(self, line: str) -> None:
        match = _REQUEST.match(line)
        if not match:
            return
        name, rest = match["name"], match["rest"]
        handler = _REQUESTS.get(name)
        if handler is not None:
            handler(self, name, rest)
        elif name in self.macros and name not in _MDOC:
            self.call_macro(name, split_args(rest))
        elif name in _MDOC:
            _MDOC[name](self, name, split_args(rest))
        elif name in BREAKS:
            self.paragraph()

    def call_macro(self, name: str, args: list[str]) -> None:
        if self.depth >= MAX_DEPTH:
            return
        body = []
        for line in self.macros[name]:
            line = line.replace("\\\\", "\\")
            line = re.sub(r"\\\$(\d)", lambda m: args[int(m[1]) - 1] if int(m[1]) <= len(args) else "", line)
            body.append(line.replace("\\$*", " ".join(args)).replace("\\$@", " ".join(args)))
        self.depth += 1
        try:
            self.run(body)
        finally:
            self.depth -= 1

    def take_block(self, end: str = "") -> list[str]:
        """Lines up to the end of a `.de` or `.ig` body: `..`, or `.end` when an end macro is named."""
        pattern = re.compile(r"^[.']\s*" + re.escape(end or ".") + r"(?:\s|\\\"|$)")
        body = []
        for line in self.lines:
            if pattern.match(line):
                break
            body.append(line)
        return body

    def skip_braces(self, text: str) -> None:
        """Skip the rest of a `\\{ ... \\}` block that was opened in `text`."""
        depth = text.count("\\{") - text.count("\\}")
        while depth > 0:
            line = next(self.lines, None)
            if line is None:
                return
            depth += line.count("\\{") - line.count("\\}")

    # ---- tables -------------------------------------------------------------------------------
    def table_line(self, line: str) -> None:
        stripped = line.strip()
        if re.match(r"^[.']\s*TE\b", stripped):
            self.table = None
            self.flush()
            return
        if re.match(r"^[.']\s*T&", stripped):
            self.table = "format"
            return
        if self.table == "format":
            tab = re.search(r"\btab\s*\((.)\)", stripped)
            if tab and stripped.endswith(";"):
                self.tab = tab[1]
            if stripped.endswith("."):
                self.table = "data"
            return
        if stripped[:1] in ".'" and not stripped.startswith("T"):
            self.request(stripped)
            return
        self.table_row(line)

    def table_row(self, line: str) -> None:
        if _TABLE_RULE.match(line.strip()):
            return
        cells = [cell.replace("T{", "").replace("T}", "").strip() for cell in line.split(self.tab)]
        text = "  ".join(self.inline(cell) for cell in cells if cell)
        if text.strip():
            if line.rstrip().endswith("T{") or line.lstrip().startswith("T}"):
                self.add_text(text)
            else:
                self.flush()
                self.out.append(text)


def special_char(name: str) -> str:
    """A named special character (`\\(em`, `\\[u00E9]`, `\\[char65]`) as plain text."""
    if name in SPECIAL_CHARS:
        return SPECIAL_CHARS[name]
    code = re.match(r"^u([0-9A-Fa-f]{4,6})", name) or re.match(r"^char(\d+)$", name)
    if code:
        try:
            return chr(int(code[1], 16 if name.startswith("u") else 10))
        except (ValueError, OverflowError):
            return ""
    return ""


# ---- request handlers (name, rest-of-line) ---------------------------------------------------------
def _heading(r: _Renderer, name: str, rest: str) -> None:
    text = " ".join(split_args(rest))
    if text:
        r.heading(r.inline(text), "SH" if name in ("SH", "Sh") else "SS")
    else:
        r.paragraph()
        r.heading_next = "SH" if name in ("SH", "Sh") else "SS"


def _tagged(r: _Renderer, name: str, rest: str) -> None:
    r.paragraph()
    args = split_args(rest)
    if name == "IP" and args and args[0].strip():
        r.add_text(r.inline(args[0]))
        r.flush()
    elif name in ("TP", "TQ"):
        r.tag_next = True


def _font(r: _Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    if not args:
        return  # the font applies to the next line, which is plain text for us
    joiner = "" if name in ALTERNATING_MACROS else " "
    r.add_text(joiner.join(r.inline(arg) for arg in args))


def _fill(r: _Renderer, name: str, rest: str) -> None:
    r.flush()
    r.nofill = name in ("nf", "EX")


def _define(r: _Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    body = r.take_block(args[1] if len(args) > 1 else "")
    if name == "ig" or not args:
        return
    if name == "am":
        r.macros.setdefault(args[0], []).extend(body)
    else:
        r.macros[args[0]] = body


def _string(r: _Renderer, name: str, rest: str) -> None:
    match = re.match(r"^\s*(\S+)\s?(.*)$", rest)
    if not match:
        return
    value = match[2][1:] if match[2].startswith('"') else match[2]
    r.strings[match[1]] = r.strings.get(match[1], "") + value if name == "as" else value


def _condition(r: _Renderer, rest: str) -> tuple[bool, str]:
    """Evaluate a condition as nroff would; return (value, the rest of the line after it)."""
    text = rest.lstrip()
    negate = text.startswith("!")
    text = text[negate:]
    if text[:1] in ("n", "t", "o", "e") and text[1:2] in ("", " ", "\t", "\\", "."):
        value, remainder = text[0] == "n", text[1:]
    elif text[:1] in ("d", "r", "c", "m", "F", "S", "v") and text[1:2] in (" ", "\t"):
        word, _, remainder = text[2:].lstrip().partition(" ")
        value = text[0] == "d" and (word in r.strings or word in r.macros)
    elif text[:1] in ("'", '"', "|", "/"):
        delimiter = text[0]
        parts = text[1:].split(delimiter, 2)
        value = len(parts) == 3 and r.inline(parts[0]) == r.inline(parts[1])
        remainder = parts[2] if len(parts) == 3 else ""
    else:
        token, _, remainder = text.partition(" ")
        expanded = r.inline(token.split("\\{")[0])
        value = bool(_NUMBER.match(expanded)) and float(re.sub(r"[^\d.+-]", "", expanded) or 0) > 0
        if "\\{" in token:
            remainder = "\\{" + token.split("\\{", 1)[1] + " " + remainder
    return value != negate, remainder


def _conditional(r: _Renderer, name: str, rest: str) -> None:
    if name == "el":
        value, body = (not r.ie_results.pop() if r.ie_results else False), rest
    else:
        value, body = _condition(r, rest)
        if name == "ie":
            r.ie_results.append(value)
    body = body.lstrip()
    if not value:
        if "\\{" in body:
            r.skip_braces(body)
        return
    body = body.replace("\\{", "", 1).strip() if body.startswith("\\{") else body
    body = body.replace("\\}", "")
    if body.strip():
        r.line(body if body[:1] in ".'" else body)


def _include(r: _Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    if not args or r.read_source is None or r.depth >= MAX_DEPTH:
        return
    source = r.read_source(args[0])
    if source is None:
        logger.debug(".so %s: not found", args[0])
        return
    r.depth += 1
    try:
        r.run(source.splitlines())
    finally:
        r.depth -= 1


def _table(r: _Renderer, name: str, rest: str) -> None:
    r.flush()
    r.table, r.tab = "format", "\t"


def _url(r: _Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    if name in ("UR", "MT"):
        r.url = r.inline(args[0]) if args else None
        return
    if r.url:
        r.add_text(f"<{r.url}>" + (r.inline(args[0]) if args else ""))
    r.url = None


def _option(r: _Renderer, name: str, rest: str) -> None:
    args = [r.inline(arg) for arg in split_args(rest)]
    if name == "OP" and args:
        r.add_text("[" + " ".join(args) + "]")
    elif name == "SY":
        r.paragraph()
        r.add_text(" ".join(args))
    else:
        r.paragraph()


def _ignore(r: _Renderer, name: str, rest: str) -> None:
    pass


_REQUESTS: dict[str, Callable[[_Renderer, str, str], None]] = {
    "SH": _heading, "SS": _heading, "TP": _tagged, "TQ": _tagged, "IP": _tagged,
    "nf": _fill, "fi": _fill, "EX": _fill, "EE": _fill, "de": _define, "de1": _define, "am": _define,
    "ig": _define, "ds": _string, "as": _string, "ds1": _string, "if": _conditional, "ie": _conditional,
    "el": _conditional, "so": _include, "TS": _table, "UR": _url, "UE": _url, "MT": _url, "ME": _url,
    "OP": _option, "SY": _option, "YS": _option,
    **{name: _font for name in FONT_MACROS | ALTERNATING_MACROS},
    **{name: _ignore for name in IGNORED},
}


# ---- mdoc -----------------------------------------------------------------------------------------
def mdoc_text(r: _Renderer, tokens: list[str]) -> str:
    """Render the arguments of an mdoc line (callable macros, delimiters and words) as text."""
    pieces: list[str] = []
    closers: list[str] = []
    space, prefix = True, ""
    i = 0
    while i < len(tokens):
        token, i = tokens[i], i + 1
        if token in ("Ns", "Pf"):
            space = False
            continue
        if token in MDOC_PAIRS:
            opening, closing = MDOC_PAIRS[token]
            if opening:
                pieces.append((" " if space and pieces else "") + opening)
                space = False
            if token in ("Op", "Dq", "Qq", "Sq", "Pq", "Bq", "Aq", "Brq", "Ql") and closing:
                closers.append(closing)
            elif closing:
                pieces.append(closing)
            continue
        word, consumed = _mdoc_word(r, token, tokens, i)
        i += consumed
        if not word:
            continue
        attach = not space or not pieces or word in MDOC_PUNCTUATION or (pieces[-1][-1:] in MDOC_OPENING)
        if word in MDOC_PUNCTUATION and closers:
            pieces.append("".join(reversed(closers)))
            closers = []
        pieces.append(("" if attach else " ") + prefix + word)
        space, prefix = True, ""
    pieces.extend(reversed(closers))
    return "".join(pieces)


def _mdoc_word(r: _Renderer, token: str, tokens: list[str], i: int) -> tuple[str, int]:
    """Text for one token; returns (text, number of following tokens consumed)."""
    following = tokens[i] if i < len(tokens) and tokens[i] not in MDOC_CALLABLE else None
    if token == "Fl":
        return "-" + r.inline(following or ""), 1 if following is not None else 0
    if token == "Xr":
        section = tokens[i + 1] if i + 1 < len(tokens) else ""
        return (r.inline(following or "") + (f"({section})" if section else "")), 2
    if token == "Nm":
        if following is None:
            return r.mdoc_name, 0
        return r.inline(following), 1
    if token == "Ar" and following is None:
        return "file ...", 0
    if token in MDOC_WORDS:
        return MDOC_WORDS[token], 0
    if token in MDOC_CALLABLE:
        return "", 0
    return r.inline(token), 0


def _mdoc_line(r: _Renderer, name: str, args: list[str]) -> None:
    if name == "Nm" and not r.mdoc_name and args:
        r.mdoc_name = r.inline(args[0])
    r.add_text(mdoc_text(r, [name] + args))


def _mdoc_block(r: _Renderer, name: str, args: list[str]) -> None:
    if name in ("Sh", "Ss"):
        r.heading(mdoc_text(r, args), "SH" if name == "Sh" else "SS")
    elif name == "It":
        r.paragraph()
        if args:
            r.add_text(mdoc_text(r, args))
            r.flush()
    elif name == "Bd":
        r.paragraph()
        r.nofill = "-literal" in args or "-unfilled" in args
    elif name == "Ed":
        r.flush()
        r.nofill = False
    elif name in ("D1", "Dl"):
        r.flush()
        r.add_text(mdoc_text(r, args))
        r.flush()
    elif name == "Nd":
        r.add_text("- " + mdoc_text(r, args))
    elif name in ("Ex", "Rv"):
        r.add_text(f"The {mdoc_text(r, args[1:] or ['Nm'])} utility exits 0 on success, and >0 if an "
                   "error occurs." if name == "Ex" else "The function returns 0 on success, -1 on error.")
    else:
        r.paragraph()


_MDOC: dict[str, Callable[[_Renderer, str, list[str]], None]] = {
    **{name: _mdoc_line for name in MDOC_CALLABLE | {"%A", "%T", "%B", "%J", "%D", "%N", "%O", "%P",
                                                      "%Q", "%R", "%U", "%V", "Fd"}},
    **{name: _mdoc_block for name in ("Sh", "Ss", "It", "Bd", "Ed", "D1", "Dl", "Nd", "Ex", "Rv", "Pp",
                                      "Lp", "Bl", "El", "Rs", "Re")},
}


def roff_to_text(source: str, read_source: SourceReader | None = None) -> str:
    """Plain text of a man or mdoc page; `read_source(name)` resolves `.so name` includes (or None)."""
    renderer = _Renderer(read_source)
    renderer.run(source.splitlines())
    renderer.flush()
    text = "\n".join(line.rstrip() for line in renderer.out)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
