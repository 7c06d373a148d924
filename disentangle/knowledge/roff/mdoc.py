"""The mdoc(7) macro package: callable macros, enclosures and delimiters rendered as words, and its blocks.

`mdoc_text` renders the arguments of one mdoc line (flags as `-x`, cross references as `name(section)`,
enclosure pairs such as `.Op` and `.Dq` around their words, punctuation attached); `MDOC` maps every mdoc
macro to its handler (words into the paragraph, or section headings, lists, displays, boilerplate).
"""
from __future__ import annotations

from .renderer import MacroHandler, Renderer

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


def mdoc_text(r: Renderer, tokens: list[str]) -> str:
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


def _mdoc_word(r: Renderer, token: str, tokens: list[str], i: int) -> tuple[str, int]:
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


def _mdoc_line(r: Renderer, name: str, args: list[str]) -> None:
    if name == "Nm" and not r.mdoc_name and args:
        r.mdoc_name = r.inline(args[0])
    r.add_text(mdoc_text(r, [name] + args))


def _mdoc_block(r: Renderer, name: str, args: list[str]) -> None:
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


MDOC: dict[str, MacroHandler] = {
    **{name: _mdoc_line for name in MDOC_CALLABLE | {"%A", "%T", "%B", "%J", "%D", "%N", "%O", "%P",
                                                      "%Q", "%R", "%U", "%V", "Fd"}},
    **{name: _mdoc_block for name in ("Sh", "Ss", "It", "Bd", "Ed", "D1", "Dl", "Nd", "Ex", "Rv", "Pp",
                                      "Lp", "Bl", "El", "Rs", "Re")},
}
