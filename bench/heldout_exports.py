"""The small Discord, Slack and Telegram exports of the held-out half (`anonymize_heldout.py`): each
`export` record of bench/data/anonymize_heldout.jsonl becomes a short exchange of two speakers (its plant
message the second of four, each replying to the one before), the other three turns real #ubuntu lines
without flags drawn from the shared data (seed fixed), an exchange every half hour from 2024-03-04 00:00 UTC.

What a record's `setup` lists is written as the platform writes it: a Discord author (id and name) who is
the first speaker of the exchange (and a `mentions[]` entry for a raw mention of them), a Slack users.json
user (id, name, real name; display name the real name) who is the first speaker, a Telegram text entity
(`mention_name` with a `user_id`) over the plant's value. The side channels of the held-out half are in the
exports too: the Telegram chat is a personal chat titled with a person's name, the Slack channel is named
after two people, and every export sits under a folder naming the operator (`side` records). The second
held-out set (`anonymize_heldout2.py`) adds others: a Discord direct message named after the other person
(in the file and in DiscordChatExporter's file name), a Slack private channel (groups.json) and group DM
(mpims.json) named after people, the exchanges dealt to the Slack channels in turn; it draws with its own seed.
The third (`anonymize_heldout3.py`) puts plants in platform-native places, as a record's `setup` says: a
Discord forward (`forwardedMessage`) and a mentioned user's server nickname, a Slack shared message's
attachment `fallback` and a file share's title (the message's own text empty, as Slack writes them) and a
users.json display name apart from the real name, Telegram text entities of other types (`mention`,
`text_link` with its `href`) and a forward's `forwarded_from`; and side channels of other shapes: a Discord
group DM, a Slack DM (dms.json, named by its id) with a person users.json names, a Telegram private group
titled with names, an export under a folder that is no home (`export-path-operator`). The fourth
(`anonymize_heldout4.py`) uses these places with multi-line messages (Markdown fences and quotes, pastes) and
side channels of v2's kinds in new shapes, with its own seed. The seventh (`anonymize_heldout7.py`) adds places
the readers read that no earlier set used: a Discord attachment's `fileName` (a message with no content), a Slack
`message_changed` edit (the plant in the edited text, folded into the message it edits) and a `file_comment`
(the plant the comment, said by the comment's user), a Telegram `saved_from` forward, a message sent `via_bot`,
a photo's caption and a poll's question. The eighth (`anonymize_heldout8.py`) adds two more: a Discord sticker's
`name` (a message with no content but the sticker) and a Slack attachment's `pretext` (an attachment with no
`fallback` nor `text`, the message's own text empty).
"""
from __future__ import annotations

import datetime as dt
import json
import random
import zlib
from dataclasses import dataclass
from pathlib import Path

FIRST = dt.datetime(2024, 3, 4, tzinfo=dt.timezone.utc)
EXCHANGE_GAP, TURN_GAP = dt.timedelta(minutes=30), dt.timedelta(minutes=1)
TURNS, PLANT_TURN = 4, 1                 # four turns, the plant the second
SEED = 42
PLACES = ("forward", "attachment", "file",     # besides the text: a forward, a Slack attachment or file share,
          "attachment-name", "edit", "comment",  # a Discord attachment's name, a Slack edit or file comment,
          "saved", "via_bot", "caption", "poll",  # a Telegram saved forward, inline bot, photo caption, poll
          "sticker", "pretext")                   # a Discord sticker's name, a Slack attachment's pretext
SPEAKERS = ("rowan_k", "tesh", "mbeki", "lindgren", "parvati", "okoye", "haldis", "sorin")
ID_SPACE = 10 ** 9                       # speaker numbers below this


@dataclass(frozen=True)
class Turn:
    """One message of an export: who says it (platform id, shown name), the text, and its reply parent."""

    user_id: str
    name: str
    text: str
    parent: int | None
    entity: tuple[str, int, int, int] | None = None     # (type, user id, start, end) of a Telegram entity
    place: str = ""           # where the text goes (`PLACES`; "": the message's own text)
    detail: str = ""          # a Telegram entity's href, a forward's author


def _number(name: str) -> int:
    return zlib.crc32(name.encode("utf-8")) % ID_SPACE


def _speaker(platform: str, name: str) -> tuple[str, str]:
    if platform == "discord":
        return str(10 ** 17 + _number(name)), name
    if platform == "slack":
        return f"U0{_number(name):09d}", name
    return f"user{_number(name)}", name


def _first_speaker(platform: str, setup: dict, fallback: str) -> tuple[str, str]:
    if platform == "discord" and "author" in setup:
        return tuple(setup["author"])  # type: ignore[return-value]
    if platform == "slack" and "user" in setup:
        return setup["user"][0], setup["user"][2]
    return _speaker(platform, fallback)


def exchanges(platform: str, records: list[tuple[dict, str]], clean: list[str], side: dict[str, str],
              seed: int = SEED) -> list[Turn]:
    """The turns of one platform's export: for each (record, plant message text) an exchange of four."""
    rng = random.Random(f"{seed}-{platform}")
    turns: list[Turn] = []
    for record, message in records:
        if platform == "telegram" and "telegram-personal-title" in side:   # the titled person and the operator
            first, second = _speaker(platform, side["telegram-personal-title"]), _speaker(platform, "Me")
        else:
            a, b = rng.sample(SPEAKERS, 2)
            first, second = _first_speaker(platform, record["setup"], a), _speaker(platform, b)
        for k in range(TURNS):
            who = first if k % 2 == 0 else second
            text = message if k == PLANT_TURN else rng.choice(clean)
            entity, setup = None, record["setup"] if k == PLANT_TURN else {}
            if "entity" in setup:
                kind, user, *href = setup["entity"]
                start = message.index(record["needles"][0])
                entity = (kind, user, start, start + len(record["needles"][0]))
                setup = {**setup, "from": href[0] if href else setup.get("from", "")}
            turns.append(Turn(who[0], who[1], text, len(turns) - 1 if k else None, entity, setup.get("place", ""),
                              setup.get("from", "")))
    return turns


def _when(index: int) -> dt.datetime:
    return FIRST + (index // TURNS) * EXCHANGE_GAP + (index % TURNS) * TURN_GAP


def write_discord(path: Path, turns: list[Turn], mentions: dict[str, str], direct: str = "",
                  nicknames: dict[str, str] | None = None, group: bool = False) -> None:
    """A DiscordChatExporter JSON file; `mentions` maps a raw-mentioned id to its author's name (`nicknames`
    to a server nickname of its own); a `direct` name makes it a direct message with that person
    (DiscordChatExporter names a DM after them), or with those people when a `group` DM. A turn placed as a
    `forward` is a forwarded message (its text in `forwardedMessage`, its own content empty)."""
    messages, nicknames = [], nicknames or {}
    for index, turn in enumerate(turns):
        forward, named = turn.place == "forward", turn.place in ("attachment-name", "sticker")
        item: dict = {"id": str(2 * 10 ** 17 + index), "type": "Reply" if turn.parent is not None else "Default",
                      "timestamp": _when(index).isoformat(), "content": "" if forward or named else turn.text,
                      "author": {"id": turn.user_id, "name": turn.name,
                                 "nickname": nicknames.get(turn.user_id, turn.name), "isBot": False},
                      "mentions": [{"id": i, "name": n, "nickname": nicknames.get(i, n)} for i, n in mentions.items()
                                   if f"<@{i}>" in turn.text or f"<@!{i}>" in turn.text]}
        if forward:
            item["forwardedMessage"] = {"content": turn.text, "timestamp": _when(index).isoformat()}
        if turn.place == "sticker":   # a sticker whose name is the text, the message's own content empty
            item["stickers"] = [{"id": str(4 * 10 ** 17 + index), "name": turn.text, "format": "Png",
                                 "sourceUrl": f"https://media.discordapp.net/stickers/{4 * 10 ** 17 + index}.png"}]
        elif named:                   # a file whose name is the text, the message's own content empty
            item["attachments"] = [{"id": str(3 * 10 ** 17 + index), "fileName": turn.text, "fileSizeBytes": 48213,
                                    "url": f"https://cdn.discordapp.com/attachments/2/{3 * 10 ** 17 + index}/file"}]
        if turn.parent is not None:
            item["reference"] = {"messageId": str(2 * 10 ** 17 + turn.parent)}
        messages.append(item)
    guild = {"id": "0", "name": "Direct Messages"} if direct else {"id": "1", "name": "heldout"}
    kind = ("DirectGroupTextChat" if group else "DirectTextChat") if direct else "GuildTextChat"
    channel = {"id": "2", "type": kind, "name": direct or "help"}
    path.write_text(json.dumps({"guild": guild, "channel": channel,
                                "messages": messages}, ensure_ascii=False), encoding="utf-8")


SLACK_LISTS = (("slack-channel-of-people", "channels.json", "C0HELD0UT"),       # side form, list file, id
               ("slack-private-channel-of-person", "groups.json", "G0HELD0UT"),
               ("slack-mpdm-name", "mpims.json", "G0HELDMPIM"),
               ("slack-dm-of-user", "dms.json", "D0HELDDM3"))     # a DM's folder is its id; its person users.json's
DM_PARTNER = "U0HELDDM3P"                              # the user id of that person


def slack_channels(side: dict[str, str]) -> list[tuple[str, str, str]]:
    """(folder name, list file, id) of each Slack channel the side channels name, in SLACK_LISTS order."""
    return [(cid if file == "dms.json" else side[form], file, cid) for form, file, cid in SLACK_LISTS if form in side]


def write_slack(root: Path, turns: list[Turn], channels: list[tuple[str, str, str]],
                users: list[tuple[str, str, str]], displays: dict[str, str] | None = None) -> None:
    """A Slack workspace export: the channel lists, users.json (`users`: id, name, real name) and the channels
    (`channels`: folder name, list file, id), the exchanges dealt to them in turn."""
    root.mkdir(parents=True, exist_ok=True)
    for file in dict.fromkeys(file for _, file, _ in channels):
        listed = [{"id": cid, "name": name, **({"members": sorted({u[0] for u in users})} if file == "mpims.json"
                                               else {})} for name, listed_in, cid in channels if listed_in == file]
        if file == "dms.json":            # a DM: its id and its two members, no name
            listed = [{"id": cid, "members": [users[0][0], DM_PARTNER]} for _, listed_in, cid in channels
                      if listed_in == file]
        (root / file).write_text(json.dumps(listed), encoding="utf-8")
    displays = displays or {}
    (root / "users.json").write_text(json.dumps([
        {"id": uid, "name": name, "real_name": real, "profile": {"display_name": displays.get(uid, real),
                                                                 "real_name": real}}
        for uid, name, real in users]), encoding="utf-8")
    days: dict[tuple[str, str], list[dict]] = {}
    roots: list[str] = []
    for index, turn in enumerate(turns):
        when, channel = _when(index), channels[(index // TURNS) % len(channels)][0]
        ts = f"{int(when.timestamp())}.{index:06d}"
        root_ts = roots[turn.parent] if turn.parent is not None else ts
        roots.append(root_ts)
        item = _slack_item(turn, ts)
        if turn.parent is not None:
            item["thread_ts"] = root_ts
        days.setdefault((channel, when.date().isoformat()), []).append(item)
        if turn.place == "edit":             # the message as first sent, then the edit that gives it the text
            edited = {**item, "text": turn.text}
            days[channel, when.date().isoformat()].append(
                {"type": "message", "subtype": "message_changed", "ts": f"{int(when.timestamp()) + 20}.{index:06d}",
                 "hidden": True, "message": edited})
    for (channel, day), items in days.items():
        (root / channel).mkdir(exist_ok=True)
        (root / channel / f"{day}.json").write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")


def _slack_item(turn: Turn, ts: str) -> dict:
    """A Slack message; a turn placed as an `attachment` is a shared message (its text the attachment's
    `fallback`), one placed as a `file` a file share titled with it; their own `text` is empty."""
    if turn.place == "attachment":
        return {"type": "message", "ts": ts, "user": turn.user_id, "text": "",
                "attachments": [{"fallback": turn.text, "text": turn.text, "is_share": True, "ts": ts}]}
    if turn.place == "pretext":        # an attachment with neither fallback nor text: its pretext is read
        return {"type": "message", "ts": ts, "user": turn.user_id, "text": "",
                "attachments": [{"pretext": turn.text, "title": "shared from the wiki", "color": "36a64f"}]}
    if turn.place == "edit":
        return {"type": "message", "ts": ts, "user": turn.user_id, "text": "one sec, typing on my phone"}
    if turn.place == "comment":
        return {"type": "message", "subtype": "file_comment", "ts": ts, "text": "",
                "comment": {"id": f"Fc0{ts.replace('.', '')[-8:]}", "user": turn.user_id, "comment": turn.text}}
    if turn.place == "file":
        return {"type": "message", "subtype": "file_share", "ts": ts, "user": turn.user_id, "text": "",
                "files": [{"id": f"F0{ts.replace('.', '')[-9:]}", "name": "image.png", "title": turn.text,
                           "filetype": "png"}]}
    return {"type": "message", "ts": ts, "user": turn.user_id, "text": turn.text}


def _telegram_text(turn: Turn) -> str | list:
    if turn.entity is None:
        return turn.text
    kind, user, start, end = turn.entity
    entity: dict = {"type": kind, "text": turn.text[start:end]}
    if turn.detail and kind == "text_link":
        entity["href"] = turn.detail
    if user:
        entity["user_id"] = user
    return [turn.text[:start], entity, turn.text[end:]]


def _telegram_title(side: dict[str, str]) -> tuple[str, str]:
    """The chat's title and type: a personal chat titled with a person, or a private group titled with names."""
    if "telegram-personal-title" in side:
        return side["telegram-personal-title"], "personal_chat"
    return side["telegram-group-title"], "private_group"


def _telegram_place(turn: Turn) -> dict:
    """The fields of a Telegram message placed elsewhere than its text: a saved forward's author, the inline bot
    it was sent through, a photo it captions, a poll whose question it is."""
    if turn.place == "saved":
        return {"saved_from": turn.detail}
    if turn.place == "via_bot":
        return {"via_bot": turn.detail}
    if turn.place == "caption":
        return {"photo": "(File not included. Change data exporting settings to download.)", "width": 1280,
                "height": 960}
    if turn.place == "poll":
        return {"poll": {"question": turn.text, "closed": False, "total_voters": 3,
                         "answers": [{"text": "yes", "voters": 2, "chosen": False},
                                     {"text": "no", "voters": 1, "chosen": False}]}}
    return {}


def write_telegram(path: Path, turns: list[Turn], title: str, kind: str = "personal_chat") -> None:
    """A Telegram Desktop result.json of a chat titled `title` (a personal chat unless `kind` says); a turn
    placed as a `forward` is forwarded from its `detail`."""
    messages = [{"id": index + 1, "type": "message", "date": _when(index).replace(tzinfo=None).isoformat(),
                 "date_unixtime": str(int(_when(index).timestamp())), "from": turn.name,
                 "from_id": turn.user_id,
                 **({"forwarded_from": turn.detail} if turn.place == "forward" else {}),
                 **_telegram_place(turn),
                 "text": "" if turn.place == "poll" else _telegram_text(turn),
                 **({"reply_to_message_id": turn.parent + 1} if turn.parent is not None else {})}
                for index, turn in enumerate(turns)]
    path.write_text(json.dumps({"name": title, "type": kind, "id": 4242, "messages": messages},
                               ensure_ascii=False), encoding="utf-8")


def write_export(platform: str, folder: Path, turns: list[Turn], records: list[dict], side: dict[str, str]) -> Path:
    """Write one platform's export under `folder`; the path to give `extract --logs`."""
    folder.mkdir(parents=True, exist_ok=True)
    if platform == "discord":
        mentions = {r["setup"]["author"][0]: r["setup"]["author"][1] for r in records if "author" in r["setup"]}
        nicknames = {r["setup"]["author"][0]: r["setup"]["nickname"] for r in records if "nickname" in r["setup"]}
        direct = side.get("discord-dm-name", "")
        group = side.get("discord-group-dm-name", "")
        path = folder / (f"Direct Messages - Private - {direct} [2].json" if direct else
                         f"Direct Messages - Group - {group} [2].json" if group else "help.json")
        write_discord(path, turns, mentions, direct or group, nicknames, bool(group))
        return path
    if platform == "slack":
        users = {(t.user_id, t.name.lower(), t.name) for t in turns}
        users |= {tuple(r["setup"]["user"]) for r in records if "user" in r["setup"]}
        by_id = {u[0]: u for u in sorted(users)}          # a setup user's real name wins over its shown name
        for record in records:
            if "user" in record["setup"]:
                by_id[record["setup"]["user"][0]] = tuple(record["setup"]["user"])
        if "slack-dm-of-user" in side:            # the DM's other person, named in users.json
            real = side["slack-dm-of-user"]
            by_id[DM_PARTNER] = (DM_PARTNER, real.split()[0].lower(), real)
        displays = {r["setup"]["user"][0]: r["setup"]["display"] for r in records if "display" in r["setup"]}
        write_slack(folder, turns, slack_channels(side), list(by_id.values()), displays)
        return folder
    write_telegram(folder / "result.json", turns, *_telegram_title(side))
    return folder / "result.json"
