"""What several test modules build the same way: random and constant link models, synthetic dialogues, the
options of a small `extract` run, a tiny training recipe and the scores of nothing. Test modules import these
from here (never from one another; `test_suite_layout.py` checks it); fixtures live in `conftest.py`."""
from __future__ import annotations

import ast
import datetime as dt
import json
import random
from collections import Counter
from pathlib import Path

import numpy as np

from conftest import DATA
from disentangle import extract
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.records import ExampleConfig
from disentangle.features.pairs import N_FEATURES
from disentangle.linking.model import LinkModel, ModelConfig
from disentangle.linking.second_pass import STACK_FEATURES, StackedModel
from disentangle.metrics import Scores
from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.engine import Anonymizer, name_rule

# ------------------------------------------------------------------------------------------- link models

RANDOM_MODEL_WINDOW = 5  # the candidates a random model scores for each message


def random_model(seed: int, hidden: tuple[int, ...] = (8, 4), n_features: int = N_FEATURES) -> LinkModel:
    """A first-pass link model with normal random weights (window 5), its seed as its record."""
    rng = np.random.default_rng(seed)
    sizes = [n_features, *hidden, 1]
    layers = [(rng.normal(size=(o, i)).astype(np.float32), rng.normal(size=o).astype(np.float32))
              for i, o in zip(sizes[:-1], sizes[1:])]
    return LinkModel(ModelConfig(hidden=hidden, window=RANDOM_MODEL_WINDOW), np.zeros(n_features, np.float32),
                     np.ones(n_features, np.float32), layers, {"seed": seed})


def random_stacked_model(seed: int, top_k: int = 3) -> StackedModel:
    """A two-pass model of two random nets: the first pass from `seed`, the second from `seed + 100`."""
    return StackedModel(random_model(seed), random_model(seed + 100, n_features=N_FEATURES + len(STACK_FEATURES)),
                        top_k)


def constant_model(value: float) -> LinkModel:
    """A one-layer model on 3 features whose every weight and bias is `value` (tells models apart by value)."""
    layers = [(np.full((2, 3), value, dtype=np.float32), np.full(2, value, dtype=np.float32))]
    return LinkModel(ModelConfig(hidden=()), np.zeros(3, np.float32), np.ones(3, np.float32), layers)


ZERO_SCORES = Scores(files=1, messages=10, gold_links=10, auto_links=10, link_precision=0, link_recall=0,
                     link_f=0, scaled_vi=0, one_to_one=0, exact_precision=0, exact_recall=0, exact_f=0, ari=0,
                     shen_f=0, kappa=0)

# the smallest two-pass training that runs every phase (`train_and_save_two_pass(..., **TINY_TRAINING)`)
TINY_TRAINING = dict(max_train_files=3, epochs=1, hidden=(16, 8), batch=16, learning_rate=0.01,
                     second_epochs=2, second_hidden=(16, 8), fold_epochs=1, folds=2)

# ------------------------------------------------------------------------------------------- dialogues

WORDS = ("apt grub xorg kernel sudo mount wifi driver nvidia sound boot partition install update network "
         "ssh cron locale printer bluetooth").split()
SHARED_PHRASES = ("thanks", "np", "ok", "thanks that worked", "anyone?")


def synthetic_dialogue(number: int) -> Dialogue:
    """A dialogue of 3 to 11 alternating turns; a few turns are phrases shared with other dialogues."""
    rng = random.Random(number)
    turns, line = [], 10 * number
    for index in range(3 + number % 9):
        speaker = ASKER if index % 2 == 0 else HELPER
        if index > 1 and rng.random() < 0.2:
            texts: tuple[str, ...] = (rng.choice(SHARED_PHRASES),)
        else:
            texts = tuple(f"{rng.choice(WORDS)} {rng.choice(WORDS)} problem {number}.{index}.{m}"
                          for m in range(rng.randint(1, 3)))
        turns.append(Turn(speaker, texts, texts, tuple(range(line, line + len(texts))), (0,) * len(texts)))
        line += len(texts)
    date = f"2015-{number % 12 + 1:02d}-{number % 28 + 1:02d}"
    return Dialogue(f"learned:{date}:{10 * number}", date, f"{date}.txt", "learned", ("asker", "helper"),
                    tuple(turns))


# ------------------------------------------------------------------------------------------- extract runs

MAN_ROOT = DATA / "manpages"
SMALL_EXAMPLES = ExampleConfig(options=10, udc_distractors=3)


def make_options(tiny_model: Path | None, tmp: Path, **changes) -> extract.ExtractOptions:
    """The options of a small offline `extract` run of the week of the `tree` fixture, into `tmp`."""
    base = dict(output=tmp / "out", model=tiny_model, jobs=1, download=False, cache=tmp / "cache",
                knowledge=tmp / "kb.jsonl", man_roots=(MAN_ROOT,), examples=SMALL_EXAMPLES, progress=False,
                first_day=dt.date(2015, 1, 19), last_day=dt.date(2015, 1, 25), irclogs=None,
                min_confidence=0.0)  # the rule model's probabilities are flat: keep every dialogue
    base.update(changes)
    return extract.ExtractOptions(**base)



# ------------------------------------------------------------------------------------------- source code


def imported_modules(path: Path) -> set[str]:
    """Every module a Python file imports by absolute name, at module level or inside a function: `import a.b`
    gives a.b, `from a.b import c` gives a.b and a.b.c (c may be a module)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


# ------------------------------------------------------------------------------------------- chat exports

CHAT_START = dt.datetime(2024, 3, 1, 9, 0, tzinfo=dt.timezone.utc)


def discord_item(number: int, text: str, nick: str = "alice", minute: int = 0, reply: int | None = None,
                 **fields) -> dict:
    """A DiscordChatExporter message with id str(number), `minute` minutes after `CHAT_START`."""
    item = {"id": str(number), "type": "Reply" if reply is not None else "Default",
            "timestamp": (CHAT_START + dt.timedelta(minutes=minute)).isoformat(), "content": text,
            "author": {"id": f"u-{nick}", "name": nick, "nickname": nick.title(), "isBot": False}}
    if reply is not None:
        item["reference"] = {"messageId": str(reply)}
    item.update(fields)
    return item


def write_discord_export(path: Path, items: list, channel: str = "general", channel_id: str = "900",
                         thread_of: tuple[str, str] | None = None) -> Path:
    """A DiscordChatExporter file; `thread_of` = (parent id, parent name) makes it a thread's file."""
    info = {"id": channel_id, "type": "GuildPublicThread" if thread_of else "GuildTextChat", "name": channel}
    if thread_of:
        info.update(categoryId=thread_of[0], category=thread_of[1])
    path.write_text(json.dumps({"guild": {"id": "1", "name": "g"}, "channel": info, "messages": items}),
                    encoding="utf-8")
    return path


def slack_item(ts: str, text: str, user: str = "U1", **fields) -> dict:
    return {"type": "message", "ts": ts, "user": user, "text": text, **fields}


def write_slack_workspace(root: Path, channels: dict[str, dict[str, list]], users: list | None = None) -> Path:
    """A Slack workspace export: channels.json, users.json, CHANNEL/DAY.json ({channel: {day: items}})."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "channels.json").write_text(json.dumps([{"id": f"C{n}", "name": name}
                                                    for n, name in enumerate(channels)]))
    (root / "users.json").write_text(json.dumps(users if users is not None else [
        {"id": "U1", "name": "alice", "profile": {"display_name": "Alice"}},
        {"id": "U2", "name": "bob", "real_name": "Bob Smith", "profile": {"display_name": "bobby"}}]))
    for name, days in channels.items():
        (root / name).mkdir(exist_ok=True)
        for day, items in days.items():
            (root / name / f"{day}.json").write_text(json.dumps(items))
    return root


def telegram_item(number: int, text, sender: str = "Alice", minute: int = 0, **fields) -> dict:
    when = CHAT_START + dt.timedelta(minutes=minute)
    return {"id": number, "type": "message", "date": when.replace(tzinfo=None).isoformat(),
            "date_unixtime": str(int(when.timestamp())), "from": sender, "from_id": f"user{sender}",
            "text": text, **fields}


def write_telegram_export(path: Path, items: list, name: str = "Our Group", kind: str = "private_supergroup") -> Path:
    path.write_text(json.dumps({"name": name, "type": kind, "id": 7, "messages": items}),
                    encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------------- annotate

APP_SIZE = (100, 30)
# chat.log from line 2: the model's choice and its probability per message (fake, fixed)
CONFIDENCE = {2: (2, 0.9), 3: (0, 0.3), 4: (2, 0.95), 5: (3, 0.2), 6: (4, 0.6), 7: (7, 0.99), 8: (5, 0.4),
              9: (9, 0.8), 10: (10, 0.7), 11: (8, 0.5)}


def press(controller, *keys):
    """Each key handled by an annotate controller (each must be one it takes)."""
    for key in keys:
        assert controller.handle(key, key if len(key) == 1 else None), key


def confidence_suggest(log, start, end):
    """A suggester giving `CONFIDENCE`'s parents and probabilities."""
    from annotate.model.suggest import Suggestion
    return [Suggestion(m, (parent,), p, "model", (parent, m - 1)) for m, (parent, p) in CONFIDENCE.items()
            if start <= m < end]


def review_controller(log, size="40%", fill=False, **options):
    """An annotate controller reviewing `log` (lines 2-12) least sure first, with `confidence_suggest`."""
    from annotate.controller.controller import Controller
    from annotate.model.session import Options, Session
    from annotate.model.uncertainty import parse_review_size
    session = Session([log], Options(start=2, end=12, review=parse_review_size(size), review_fill=fill, **options),
                      confidence_suggest)
    controller = Controller(session)
    controller.suggestions_ready(controller.doc, session.compute_suggestions(controller.doc))
    return controller


def run_app(controller, script, size=APP_SIZE):
    """Run the annotate app headlessly, let `script(pilot)` drive it, return the app after it exits."""
    import asyncio

    from annotate.app import AnnotateApp
    app = AnnotateApp(controller)

    async def drive():
        async with app.run_test(size=size) as pilot:
            await app.workers.wait_for_complete()
            await pilot.pause()
            await script(pilot)
            await pilot.pause()
    asyncio.run(drive())
    return app


def personal_text(text: str) -> str:
    """`text` as the default anonymiser (`--anonymize personal`) leaves channel text, no names known."""
    settings = PrivacySettings(PERSONAL)
    return Anonymizer(settings, name_rule(frozenset(), settings)).text(text, Counter())
