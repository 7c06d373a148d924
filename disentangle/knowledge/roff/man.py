"""The man(7) macro package and the roff requests: one handler per request, found by name in `REQUESTS`.

Headings (`.SH`, `.SS`), tagged paragraphs (`.TP`, `.IP`), fonts, fill modes, macro and string definitions
(`.de`, `.ds`), conditionals evaluated as nroff would (`n` true, `t` false), `.so` includes read through
the renderer's source reader, tables, URLs and synopsis macros; requests that only typeset are ignored.
"""
from __future__ import annotations

import logging
import re

from .lexer import NUMBER, split_args
from .renderer import MAX_DEPTH, Renderer, RequestHandler

logger = logging.getLogger(__name__)

IGNORED = frozenset(
    "TH Dd Dt Os nh hy ad na ft ps vs ll in ti ta lf cc c2 ec eo nr rr rm rn ch wh it ev mk rt fam fp ss "
    "cs pc tm ab ns rs do hw pl po em fc lc ls nm nn pn ul cu bd tr mso IX PD hlm UC Sm Bf Ef Bk Ek "
    "Ud Db Ft cflags warn ce soquiet".split())
FONT_MACROS = frozenset("B I SM SB".split())
ALTERNATING_MACROS = frozenset("BR BI IB IR RB RI".split())


def _heading(r: Renderer, name: str, rest: str) -> None:
    text = " ".join(split_args(rest))
    if text:
        r.heading(r.inline(text), "SH" if name in ("SH", "Sh") else "SS")
    else:
        r.paragraph()
        r.heading_next = "SH" if name in ("SH", "Sh") else "SS"


def _tagged(r: Renderer, name: str, rest: str) -> None:
    r.paragraph()
    args = split_args(rest)
    if name == "IP" and args and args[0].strip():
        r.add_text(r.inline(args[0]))
        r.flush()
    elif name in ("TP", "TQ"):
        r.tag_next = True


def _font(r: Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    if not args:
        return  # the font applies to the next line, which is plain text for us
    joiner = "" if name in ALTERNATING_MACROS else " "
    r.add_text(joiner.join(r.inline(arg) for arg in args))


def _fill(r: Renderer, name: str, rest: str) -> None:
    r.flush()
    r.nofill = name in ("nf", "EX")


def _define(r: Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    body = r.take_block(args[1] if len(args) > 1 else "")
    if name == "ig" or not args:
        return
    if name == "am":
        r.macros.setdefault(args[0], []).extend(body)
    else:
        r.macros[args[0]] = body


def _string(r: Renderer, name: str, rest: str) -> None:
    match = re.match(r"^\s*(\S+)\s?(.*)$", rest)
    if not match:
        return
    value = match[2][1:] if match[2].startswith('"') else match[2]
    r.strings[match[1]] = r.strings.get(match[1], "") + value if name == "as" else value


def _condition(r: Renderer, rest: str) -> tuple[bool, str]:
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
        value = bool(NUMBER.match(expanded)) and float(re.sub(r"[^\d.+-]", "", expanded) or 0) > 0
        if "\\{" in token:
            remainder = "\\{" + token.split("\\{", 1)[1] + " " + remainder
    return value != negate, remainder


def _conditional(r: Renderer, name: str, rest: str) -> None:
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


def _include(r: Renderer, name: str, rest: str) -> None:
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


def _table(r: Renderer, name: str, rest: str) -> None:
    r.flush()
    r.table, r.tab = "format", "\t"


def _url(r: Renderer, name: str, rest: str) -> None:
    args = split_args(rest)
    if name in ("UR", "MT"):
        r.url = r.inline(args[0]) if args else None
        return
    if r.url:
        r.add_text(f"<{r.url}>" + (r.inline(args[0]) if args else ""))
    r.url = None


def _option(r: Renderer, name: str, rest: str) -> None:
    args = [r.inline(arg) for arg in split_args(rest)]
    if name == "OP" and args:
        r.add_text("[" + " ".join(args) + "]")
    elif name == "SY":
        r.paragraph()
        r.add_text(" ".join(args))
    else:
        r.paragraph()


def _ignore(r: Renderer, name: str, rest: str) -> None:
    pass


REQUESTS: dict[str, RequestHandler] = {
    "SH": _heading, "SS": _heading, "TP": _tagged, "TQ": _tagged, "IP": _tagged,
    "nf": _fill, "fi": _fill, "EX": _fill, "EE": _fill, "de": _define, "de1": _define, "am": _define,
    "ig": _define, "ds": _string, "as": _string, "ds1": _string, "if": _conditional, "ie": _conditional,
    "el": _conditional, "so": _include, "TS": _table, "UR": _url, "UE": _url, "MT": _url, "ME": _url,
    "OP": _option, "SY": _option, "YS": _option,
    **{name: _font for name in FONT_MACROS | ALTERNATING_MACROS},
    **{name: _ignore for name in IGNORED},
}
