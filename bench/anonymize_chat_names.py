"""Names and platform ids left in the released files of chat exports: the ten annotated dev files made a
Discord, a Slack and a Telegram export whose people have platform-shaped names, then `extract` (default
`--anonymize personal`, and `none` for the ids), and every released text searched for what identifies them.

Each nick of the dev files becomes a user: a third keep their nick, a third get a name of two words
(`Zed Qa55`: the nick and a made-up surname), a third a dotted name (`zed.qa55`); the texts name them as
written. A mention of a user in a text (a message starting with a nick and a colon) takes the platform's
form for one in three: Discord a raw `<@ID>` (the exporter's `mentions` lists half of them), Slack the
markup `<@UID>` (users.json, in the Slack API's shape with `real_name`, lists half the users), Telegram an
`@username` mention entity (usernames are listed nowhere else). Searched in every released text (dialogues/
and every format's folder, `release.release_texts`): each user's whole name and each distinctive word of it
(not a common word, 3 characters or more) as a token, and each platform id (a user number, `U...`,
`user...`). Run with a checkout's code on PYTHONPATH to compare two versions:

    python bench/anonymize_chat_names.py [--files N]         # writes bench/results/anonymize_chat_names.md
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
import tempfile
import zlib
from collections import Counter
from pathlib import Path

from report import publish  # bench/, beside this script

from disentangle import extract
from disentangle.corpus import samples as corpus
from disentangle.dialogues.addressing import is_common_word
from disentangle.extract.release import release_texts
from disentangle.logs.files import read_log

ROOT = Path(__file__).resolve().parent.parent
RESULT = ROOT / "bench" / "results" / "anonymize_chat_names.md"
FIRST_DATE = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)
LAST_MINUTE = 24 * 60 - 1
USER_NUMBERS = 10 ** 9
PLATFORMS = ("discord", "slack", "telegram")
ADDRESS = re.compile(r"^(?P<nick>[^\s:,]+)(?P<mark>[:,]) ")
DISTINCT_PART = 3


def number(nick: str) -> int:
    return zlib.crc32(nick.encode("utf-8")) % USER_NUMBERS + USER_NUMBERS  # ten digits: no other number


def shown(nick: str) -> str:
    """The platform name of a dev file's nick: itself, two words, or dotted (by a stable hash)."""
    kind, surname = number(nick) % 3, f"Qa{number(nick) % 97}"
    return nick if kind == 0 else f"{nick} {surname}" if kind == 1 else f"{nick.lower()}.{surname.lower()}"


def said(files) -> list[tuple[dt.datetime, str, str, bool]]:
    found = []
    for k, messages in enumerate(files):
        midnight = FIRST_DATE + dt.timedelta(days=k)
        for message in messages:
            when = midnight + dt.timedelta(minutes=min(max(message.minute, 0), LAST_MINUTE))
            found.append((when, message.nick, message.text, message.is_system))
    return found


def mention(text: str, nicks: set[str], platform: str) -> tuple[str, str | None]:
    """The text with its leading address in the platform's form (one in three), and the nick mentioned."""
    match = ADDRESS.match(text)
    if not match or match["nick"] not in nicks:
        return text, None
    nick, rest = match["nick"], text[match.end():]
    if number(nick + text) % 3:
        return f"{shown(nick)}{match['mark']} {rest}", None
    form = {"discord": f"<@{number(nick)}>", "slack": f"<@U{number(nick)}>", "telegram": f"@{nick.lower()}_tg"}
    return f"{form[platform]} {rest}", nick


def write_discord(path: Path, messages, nicks: set[str]) -> None:
    items = []
    for index, (when, nick, text, system) in enumerate(messages):
        text, mentioned = mention(text, nicks, "discord")
        listed = [{"id": str(number(mentioned)), "name": shown(mentioned), "isBot": False}] \
            if mentioned and number(mentioned) % 2 else []
        items.append({"id": str(10 ** 17 + index), "type": "GuildMemberJoin" if system else "Default",
                      "timestamp": when.isoformat(), "content": text, "mentions": listed,
                      "author": {"id": str(number(nick)), "name": shown(nick), "isBot": False}})
    path.write_text(json.dumps({"guild": {"id": "1", "name": "bench"}, "channel": {
        "id": "2", "type": "GuildTextChat", "name": "general"}, "messages": items}), encoding="utf-8")


def write_slack(folder: Path, messages, nicks: set[str]) -> Path:
    channel = folder / "general"
    channel.mkdir(parents=True)
    members = [{"id": f"U{number(n)}", "name": n.lower(), "real_name": shown(n),
                "profile": {"display_name": shown(n), "real_name": shown(n)}} for n in sorted(nicks) if number(n) % 2]
    (folder / "users.json").write_text(json.dumps({"ok": True, "members": members}), encoding="utf-8")
    (folder / "channels.json").write_text(json.dumps([{"id": "C1", "name": "general"}]), encoding="utf-8")
    days: dict[str, list] = {}
    for index, (when, nick, text, system) in enumerate(messages):
        text, _ = mention(text, nicks, "slack")
        item = {"type": "message", "ts": f"{int(when.timestamp())}.{index % 10 ** 6:06d}", "user": f"U{number(nick)}",
                "text": text, **({"subtype": "channel_join"} if system else {})}
        days.setdefault(when.date().isoformat(), []).append(item)
    for day, items in days.items():
        (channel / f"{day}.json").write_text(json.dumps(items), encoding="utf-8")
    return folder


def write_telegram(path: Path, messages, nicks: set[str]) -> None:
    items = []
    for index, (when, nick, text, system) in enumerate(messages):
        text, mentioned = mention(text, nicks, "telegram")
        parts: list = [text]
        if mentioned:
            handle = f"@{mentioned.lower()}_tg"
            parts = [{"type": "mention", "text": handle}, text[len(handle):]]
        items.append({"id": index + 1, "type": "service" if system else "message",
                      "date": when.replace(tzinfo=None).isoformat(), "date_unixtime": str(int(when.timestamp())),
                      ("actor" if system else "from"): shown(nick),
                      ("actor_id" if system else "from_id"): f"user{number(nick)}", "text": parts,
                      **({"action": "join_group_by_link"} if system else {})})
    path.write_text(json.dumps({"name": "bench", "type": "public_supergroup", "id": 1, "messages": items}),
                    encoding="utf-8")


def leaks(out: Path, nicks: set[str]) -> Counter[str]:
    """Whole names, distinctive name words and platform ids found in the released texts."""
    whole = {shown(n) for n in nicks if shown(n) != n} | {f"{n.lower()}_tg" for n in nicks}
    words = {w for n in nicks for w in re.split(r"[ .]", shown(n))[1:] if len(w) >= DISTINCT_PART
             and not is_common_word(w.lower())}
    ids = {str(number(n)) for n in nicks}
    found: Counter[str] = Counter()
    for _, text in release_texts(out):
        found["names"] += sum(text.count(name) for name in whole)
        tokens = re.findall(r"\w+", text)
        found["name words"] += sum(token in words for token in tokens)
        found["ids"] += sum(token.lstrip("Uuser") in ids for token in tokens)
    return found


def run(platform: str, messages, nicks: set[str], work: Path, mode: str) -> Counter[str]:
    folder = work / f"{platform}-{mode}"
    folder.mkdir()
    export = {"discord": folder / "export.json", "slack": folder, "telegram": folder / "result.json"}[platform]
    if platform == "slack":
        write_slack(folder, messages, nicks)
    else:
        (write_discord if platform == "discord" else write_telegram)(export, messages, nicks)
    options = extract.ExtractOptions(logs=export, output=folder / "out", jobs=1, progress=False,
                                     cache=work / "cache", anonymize=mode)
    report = extract.extract_logs(None, options)
    found = leaks(folder / "out", nicks)
    found["validator problems"] = len(report.problems.get("privacy", ())) if isinstance(report.problems, dict) \
        else sum("privacy" in str(p) for p in report.problems)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10, help="dev files read (default: %(default)s, all)")
    args = parser.parse_args(argv)
    files = [list(read_log(sample.raw, name=sample.name).messages) for sample in corpus.samples("dev")][:args.files]
    messages = said(files)
    nicks = {nick for _, nick, _, system in messages if nick and not system}
    rows = ["| platform | --anonymize | whole names left | distinctive name words left | platform ids left |",
            "|---|---|---:|---:|---:|"]
    with tempfile.TemporaryDirectory() as tmp:
        for platform in PLATFORMS:
            for mode in ("personal", "none"):
                found = run(platform, messages, nicks, Path(tmp), mode)
                rows.append(f"| {platform} | {mode} | {found['names']} | {found['name words']} | {found['ids']} |")
    text = "\n".join(["# Names and platform ids left in chat exports' released files", "",
                      f"{len(files)} dev files ({len(messages):,} messages, {len(nicks)} users) as exports "
                      "(`python bench/anonymize_chat_names.py`; see its docstring). Under `none` names stay "
                      "by design; no platform id may stay under any setting.", "", *rows, ""])
    publish(RESULT, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
