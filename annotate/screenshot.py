"""A PNG screenshot of the real annotation screen, for the README (a documentation tool, not a feature).

    python -m annotate.screenshot docs/annotate.png LOGFILE [annotate options] --keys "enter enter x"

Runs the real app headlessly at a fixed terminal size, presses the keys given, saves Textual's SVG
screenshot and converts it to PNG with CairoSVG (a documentation-only dependency, imported here only).
The SVG asks for the Fira Code web font; it is pointed at a locally installed monospace font instead.
"""
from __future__ import annotations

import argparse
import logging
import re
import sys
from pathlib import Path
from typing import Sequence

from annotate.controller.controller import Controller
from annotate.model.keymap import Config, ConfigError, load_config
from annotate.model.session import OPEN_ERRORS, Session

from .cli import annotate_parser, look_ahead, session_options, suggester

logger = logging.getLogger(__name__)

DEFAULT_SIZE = "110x32"
LOCAL_FONT = "DejaVu Sans Mono"
SIZE_PATTERN = re.compile(r"^(\d+)x(\d+)$")


def svg_to_png(svg: str, path: Path, font: str = LOCAL_FONT) -> None:
    """Write `svg` (a Textual screenshot) as a PNG, drawn with a locally installed monospace font."""
    import cairosvg  # documentation only

    svg = svg.replace("font-family: Fira Code, monospace", f"font-family: {font}, monospace")
    cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(path))


def take(controller: Controller, size: tuple[int, int], keys: Sequence[str]) -> str:
    """Run the app headlessly, press `keys`, and return the SVG screenshot."""
    from .app import AnnotateApp

    app = AnnotateApp(controller)
    shots: list[str] = []

    async def pilot(pilot) -> None:
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press(*keys)
        await app.workers.wait_for_complete()
        await pilot.pause()
        shots.append(app.export_screenshot(title="annotate"))
        app.exit()

    app.run(headless=True, size=size, auto_pilot=pilot)
    controller.session.close()
    return shots[0]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m annotate.screenshot", description=__doc__.split("\n")[0])
    parser.add_argument("png", type=Path)
    parser.add_argument("--size", default=DEFAULT_SIZE, help="terminal size COLUMNSxROWS (default %(default)s)")
    parser.add_argument("--keys", default="", help="keys to press first, space-separated (Textual names)")
    own, rest = parser.parse_known_args(argv)
    args = annotate_parser().parse_args(rest)
    size = SIZE_PATTERN.match(own.size)
    if size is None:
        parser.error(f"--size must look like {DEFAULT_SIZE}")
    try:
        config = load_config(args.config) if args.config else Config()
        controller = Controller(Session(args.logs, session_options(args), suggester(args)), args.accept_above,
                                config.keymap, look_ahead(args, config), args.browse)
    except (*OPEN_ERRORS, ConfigError) as error:
        parser.exit(2, f"screenshot: error: {error}\n")
    svg = take(controller, (int(size[1]), int(size[2])), own.keys.split())
    svg_to_png(svg, own.png)
    print(f"wrote {own.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
