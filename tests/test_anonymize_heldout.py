"""The anonymiser's five held-out sets (issue 42 item 4), one check for all where they share one:
bench/data/anonymize_heldout.jsonl (v1, built by `bench/experiments/anonymize_heldout.py` before issue 42's
rules, now spent), anonymize_heldout2.jsonl (v2, `anonymize_heldout2.py`) and anonymize_heldout3.jsonl (v3,
`anonymize_heldout3.py`, values drawn with Faker) and anonymize_heldout4.jsonl (v4, `anonymize_heldout4.py`,
plants in multi-line pastes split over messages and in values typed as people chat) and anonymize_heldout5.jsonl
(v5, `anonymize_heldout5.py`, forms sampled from public repositories, each naming its source, values drawn with
mimesis, phonenumbers and stdnum), anonymize_heldout6.jsonl (v6, forms of what people paste when asking for help)
anonymize_heldout7.jsonl (v7, forms from other PII and secret detectors' own test examples, hosts half from the
new-channels logs) and anonymize_heldout8.jsonl (v8, forms from the standards and the issuers' own documents, in
positions no earlier set used) and anonymize_heldout9.jsonl (v9, forms of pasted configuration files and program
output as the man pages document them, in pastes, after prompts, in key/value lines, table columns and log
lines) and anonymize_heldout10.jsonl (v10, carrier phrases in the channels' other languages with each value in its
country's written convention) and anonymize_heldout11.jsonl (v11, values as clients, exporters, browsers and programs
encode them, each form naming the encoding's document) and anonymize_heldout12.jsonl (v12, carrier phrases in languages
of Asia, Africa and the Middle East in their own scripts, values in their countries' conventions and native digits) and
anonymize_heldout13.jsonl (v13, values as hurried people mistype and half-format them, each form naming a page that
shows the habit) and anonymize_heldout14.jsonl (v14, an auditor's sample: every kind the everyday ways people give it,
three quarters plain and one quarter harder, in proportions decided before the values), and
anonymize_heldout15.jsonl (v15, values with nothing to announce them: given bare in carrier
phrases that name nothing of their kind, each form naming a page that shows the habit), and
anonymize_heldout16.jsonl (v16, a second, independent auditor's sample: every kind the everyday ways people give it,
five sixths plain and one sixth harder, in proportions decided before the values, fingerprints and MAC-derived
link-local addresses planted as personal), and
anonymize_heldout17.jsonl (v17, a second, independent set of bare values by another author, with the project's
definitions planted as personal: PGP / SSH fingerprints, prefix-less tokens, MAC-derived link-local addresses), and
anonymize_heldout18.jsonl (v18, a third, independent auditor's sample: three quarters plain and one quarter harder,
pasted output lines the largest share of the harder, proportions decided before the values), and
anonymize_heldout19.jsonl (v19, a third, independent set of bare values: suggestions, everyday verbs, quotes off a
screen, error paths, reported speech, PGP key ids and MD5-spelled SSH fingerprints planted as personal), and
anonymize_heldout20.jsonl (v20, a fourth, independent auditor's sample: five sixths plain and one sixth harder,
proportions decided before the values, people written by hand from many cultures and scripts, no name generator), and
anonymize_heldout21.jsonl (v21, a fourth, independent set of bare values in the phrases of everyday errands, its
people written by hand across seventeen naming cultures and their scripts, no name generator), and
anonymize_heldout22.jsonl (v22, a fifth, independent auditor's sample: seven plain forms and three harder per kind,
proportions decided before the values, people written by hand from seventeen cultures and seven scripts), and
anonymize_heldout23.jsonl (v23, a fifth, independent set of bare values, each given as the correction of a line before
(a star, a sed substitution, `no wait`, `make that`), its people written by hand across nineteen other naming cultures
and five scripts, no name generator), and
anonymize_heldout24.jsonl (v24, a sixth, independent auditor's sample: six plain forms and two harder per kind,
proportions decided before the values, each form naming a public document, people written by hand from seventeen
naming cultures and six scripts none of v20-v23's lists hold), and
anonymize_heldout25.jsonl (v25, a sixth, independent set of bare values, each given as the answer to a question asked
a line before (the question quoted with `>`, a caret, `yep`, `nope`, an echo with `?`), its people written by hand
across twenty other naming cultures and five scripts, no name generator), and
anonymize_heldout26.jsonl (v26, a seventh, independent auditor's sample: seven plain forms and one harder per kind,
proportions decided before the values, each form naming a public document, people written by hand from twenty
naming cultures and eight scripts none of v20-v25's lists hold, hosted in the #ubuntu days only), and
anonymize_heldout27.jsonl (v27, a seventh, independent set of bare values, each HEDGED, said from uncertain memory
(`iirc`, `i think`, `maybe`, `something like`, `afaik`, `don't quote me`), its people written by hand across twenty
other naming cultures and five scripts, no name generator, its hosts from the #ubuntu days only), and
anonymize_heldout28.jsonl (v28, an eighth, independent auditor's sample: eight plain forms and two harder per kind,
proportions decided before the values, each form naming a public document, people written by hand from twenty
naming cultures and six scripts beside Latin none of v20-v27's lists hold, hosted in the #ubuntu days only), and
anonymize_heldout29.jsonl (v29, an eighth, independent set of bare values, each TOLD IN TIME, dropped into the story
of when something happened (`since tuesday`, `after the reboot`, `until friday`, `yesterday`, `first ... then`, `an
hour ago`), its people written by hand across twenty other naming cultures and eight scripts, no name generator, its
hosts from the #ubuntu days only), and
anonymize_heldout30.jsonl (v30, a ninth, independent auditor's sample: six plain forms to two harder per kind (a
pasted output or config line, another language or script, a typo, an obfuscated or a percent-encoded value),
proportions decided before the values, each form naming a public page, people written by hand from twenty naming
cultures none of v20-v29 drew from, five scripts beside Latin, hosted in the #ubuntu days only), and
anonymize_heldout31.jsonl (v31, a ninth, independent set of bare values, each SAID WITH FEELING, dropped into a line
whose only other content is the speaker's mood (`ugh X`, `lol X`, `X :)`, `X?! whoa`, `X is down AGAIN`), its people
written by hand across twenty other naming cultures and six scripts beside Latin, no name generator, its hosts from
the #ubuntu days only), and
anonymize_heldout32.jsonl (v32, a tenth, independent auditor's sample: proportions of plain to harder forms decided per
kind before the values (7:1 for the typed kinds, 5:3 for the kinds that arrive in pasted output, 8:4 for secrets),
each form naming the public document of its habit, people written by hand from twenty naming cultures none of
v20-v31 drew from, five scripts beside Latin, hosted in the #ubuntu days only).
anonymize_heldout33.jsonl (v33, every claimed kind planted in MESSAGES OF SEVERAL LINES as chat users write them: a
label line then the value, a signature, a list, a greeting, an answer, a pasted config or output, a quoted reply, a
code fence, a value over two lines; a third of each kind's plants in multi-line export messages, real records of one
speaker's lines joined, its people written by hand across eighteen other naming cultures, hosted in the #ubuntu days).
Every set holds no copy of shared text, each reference
resolves and each plant sits in its host where its record says; cards pass Luhn, IBANs mod-97, phone numbers
are valid for their region; v2-v5 use no line of an earlier set and hold enough plants per kind. v1's and
v2's builders are deterministic and give the committed files their shape; v3's and v4's need Faker, v5's mimesis
(any other version draws other values), so their committed files are what is checked, never a rebuild. The benchmark
(`bench/anonymize_heldout.py`) counts a half-replaced value as a leak and measures each set into its own
report; the exports (`bench/heldout_exports.py`) read back with every plant, in the places each set puts them."""
from __future__ import annotations

import importlib.util
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
SHARED = ROOT.parent / "shared" / "data"
DATA = {"v1": BENCH / "data" / "anonymize_heldout.jsonl", "v2": BENCH / "data" / "anonymize_heldout2.jsonl",
        "v3": BENCH / "data" / "anonymize_heldout3.jsonl", "v4": BENCH / "data" / "anonymize_heldout4.jsonl",
        "v5": BENCH / "data" / "anonymize_heldout5.jsonl", "v6": BENCH / "data" / "anonymize_heldout6.jsonl",
        "v7": BENCH / "data" / "anonymize_heldout7.jsonl", "v8": BENCH / "data" / "anonymize_heldout8.jsonl",
        "v9": BENCH / "data" / "anonymize_heldout9.jsonl", "v10": BENCH / "data" / "anonymize_heldout10.jsonl",
        "v11": BENCH / "data" / "anonymize_heldout11.jsonl", "v12": BENCH / "data" / "anonymize_heldout12.jsonl",
        "v13": BENCH / "data" / "anonymize_heldout13.jsonl", "v14": BENCH / "data" / "anonymize_heldout14.jsonl",
        "v15": BENCH / "data" / "anonymize_heldout15.jsonl",
        "v16": BENCH / "data" / "anonymize_heldout16.jsonl",
        "v17": BENCH / "data" / "anonymize_heldout17.jsonl",
        "v18": BENCH / "data" / "anonymize_heldout18.jsonl",
        "v19": BENCH / "data" / "anonymize_heldout19.jsonl",
        "v20": BENCH / "data" / "anonymize_heldout20.jsonl",
        "v21": BENCH / "data" / "anonymize_heldout21.jsonl",
        "v22": BENCH / "data" / "anonymize_heldout22.jsonl",
        "v23": BENCH / "data" / "anonymize_heldout23.jsonl",
        "v24": BENCH / "data" / "anonymize_heldout24.jsonl",
        "v25": BENCH / "data" / "anonymize_heldout25.jsonl",
        "v26": BENCH / "data" / "anonymize_heldout26.jsonl",
        "v27": BENCH / "data" / "anonymize_heldout27.jsonl",
        "v28": BENCH / "data" / "anonymize_heldout28.jsonl",
        "v29": BENCH / "data" / "anonymize_heldout29.jsonl",
        "v30": BENCH / "data" / "anonymize_heldout30.jsonl",
        "v31": BENCH / "data" / "anonymize_heldout31.jsonl",
        "v32": BENCH / "data" / "anonymize_heldout32.jsonl",
        "v33": BENCH / "data" / "anonymize_heldout33.jsonl"}
BUILDERS = {"v1": "anonymize_heldout.py", "v2": "anonymize_heldout2.py", "v3": "anonymize_heldout3.py",
            "v4": "anonymize_heldout4.py", "v5": "anonymize_heldout5.py",
            "v6": "anonymize_heldout6.py", "v7": "anonymize_heldout7.py", "v8": "anonymize_heldout8.py",
            "v9": "anonymize_heldout9.py", "v10": "anonymize_heldout10.py", "v11": "anonymize_heldout11.py",
            "v12": "anonymize_heldout12.py", "v13": "anonymize_heldout13.py",
            "v14": "anonymize_heldout14.py", "v15": "anonymize_heldout15.py",
            "v16": "anonymize_heldout16.py", "v17": "anonymize_heldout17.py",
            "v18": "anonymize_heldout18.py", "v19": "anonymize_heldout19.py",
            "v20": "anonymize_heldout20.py", "v21": "anonymize_heldout21.py",
            "v22": "anonymize_heldout22.py", "v23": "anonymize_heldout23.py",
            "v24": "anonymize_heldout24.py", "v25": "anonymize_heldout25.py",
            "v26": "anonymize_heldout26.py", "v27": "anonymize_heldout27.py",
            "v28": "anonymize_heldout28.py",
            "v29": "anonymize_heldout29.py",
            "v30": "anonymize_heldout30.py",
            "v31": "anonymize_heldout31.py",
            "v32": "anonymize_heldout32.py",
            "v33": "anonymize_heldout33.py"}
EXPORT_SEEDS = {"v1": 42, "v2": 2027, "v3": 4343, "v4": 4848, "v5": 5252, "v6": 6262, "v7": 7272, "v8": 8282,
                "v9": 9292, "v10": 10202, "v11": 11202, "v12": 12202, "v13": 13202, "v14": 14202, "v15": 15202,
                "v16": 16202, "v17": 17202, "v18": 18202, "v19": 19202,
                "v20": 20202, "v21": 21202, "v22": 22202, "v23": 23202, "v24": 24202, "v25": 25202, "v26": 26202, "v27": 27202,
                "v28": 28202, "v29": 29202, "v30": 30202, "v31": 31202, "v32": 32202, "v33": 33202}
DETERMINISTIC = ("v1", "v2")          # v3 and v4 draw with Faker, v5 with mimesis: their committed files are the artefacts
LATER = ("v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17",
         "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33")
SAMPLED = ("v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17",
           "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33")          # sets whose forms name where their shape was sampled from
PLANTED_KINDS = ("email", "phone", "ipv4", "ipv6", "mac", "secret", "home_path", "nick", "card", "iban")
MENTION_KINDS = ("discord_mention", "slack_mention", "telegram_mention")
MIN_PER_KIND = {"v2": 40, "v3": 60, "v4": 48, "v5": 48, "v6": 48, "v7": 48, "v8": 48, "v9": 48, "v10": 48,
                "v11": 48, "v12": 48, "v13": 48, "v14": 48, "v15": 48, "v16": 48, "v17": 48,
                "v18": 48, "v19": 48, "v20": 48, "v21": 48, "v22": 48, "v23": 48, "v24": 48, "v25": 48, "v26": 48, "v27": 48, "v28": 48, "v29": 48, "v30": 48, "v31": 48, "v32": 48, "v33": 48}   # plants per claimed kind, so that 95% recall is measurable
MIN_CHECKSUMMED = {"v1": 30, "v2": 40, "v3": 60, "v4": 96, "v5": 96, "v6": 96, "v7": 96, "v8": 96, "v9": 96, "v10": 96, "v11": 96,
                   "v12": 96, "v13": 96, "v14": 96, "v15": 96, "v16": 96, "v17": 96, "v18": 96, "v19": 96,
                   "v20": 96, "v21": 96, "v22": 96, "v23": 96, "v24": 96, "v25": 96, "v26": 96, "v27": 96, "v28": 96, "v29": 96, "v30": 96, "v31": 96, "v32": 96, "v33": 96}
MIN_NEGATIVES = {"v2": 50, "v3": 60, "v4": 48, "v5": 50, "v6": 40, "v7": 40, "v8": 40, "v9": 40, "v10": 40, "v11": 40, "v12": 40, "v13": 40,
                 "v14": 40, "v15": 40, "v16": 40, "v17": 40, "v18": 40, "v19": 40,
                 "v20": 40, "v21": 40, "v22": 40, "v23": 40, "v24": 40, "v25": 40, "v26": 40, "v27": 40, "v28": 40, "v29": 40, "v30": 40, "v31": 40, "v32": 40, "v33": 40}
MIN_TECHNICAL = {"v2": 100, "v3": 100, "v4": 100, "v5": 120, "v6": 100, "v7": 100, "v8": 100, "v9": 100, "v10": 100, "v11": 100,
                 "v12": 100, "v13": 100, "v14": 100, "v15": 100, "v16": 100, "v17": 100,
                 "v18": 100, "v19": 100, "v20": 100, "v21": 100, "v22": 100, "v23": 100, "v24": 100, "v25": 100, "v26": 100, "v27": 100, "v28": 100, "v29": 100, "v30": 100, "v31": 100, "v32": 100, "v33": 100}
SIDE_FORMS = {
    "v1": {"telegram-personal-title", "slack-channel-of-people", "export-path-home"},
    "v2": {"discord-dm-name", "slack-mpdm-name", "slack-private-channel-of-person", "telegram-personal-title",
           "export-path-home"},
    "v3": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
           "export-path-operator"},
    "v4": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
           "export-path-home"},
    "v5": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
           "export-path-home"},
    "v6": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
           "export-path-home"},
    "v7": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
           "export-path-home"},
    "v8": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
           "export-path-home"},
    "v9": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
           "export-path-home"},
    "v10": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v11": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v12": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v13": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v14": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v15": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v16": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v17": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v18": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v19": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v20": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v21": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-personal-title",
            "export-path-home"},
    "v22": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v23": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v24": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v25": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v26": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v27": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v28": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v29": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v30": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v31": {"discord-group-dm-name", "slack-dm-of-user", "slack-channel-of-people", "telegram-group-title",
            "export-path-home"},
    "v32": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"},
    "v33": {"discord-dm-name", "slack-private-channel-of-person", "slack-mpdm-name", "telegram-personal-title",
            "export-path-home"}}

GROUP_SIDES = ("v3", "v5", "v7", "v9", "v10", "v11", "v12", "v13", "v14", "v17", "v20", "v24", "v27", "v29", "v31")   # sets whose side channels are groups
MIXED_SIDES = ("v21",)      # a Discord group DM and Slack DM / channel of people, but a personal Telegram chat

# every kind the issue claims, with the forms it names (the first held-out set must hold each)
CLAIMED_FORMS = {
    "email": {"bracketed", "spelled", "spaced", "percent"},
    "phone": {"00-prefix", "toll-free", "spaced", "dotted", "slash", "international"},
    "ipv4": {"option", "plain"},
    "ipv6": {"mapped", "full", "compressed"},
    "mac": {"colon", "dash", "cisco", "bare"},
    "secret": {"glued", "colon-word", "wifi", "cloud", "webhook", "forge", "putty", "cmdline", "basic-auth",
               "hash", "pgp"},
    "home_path": {"tilde", "media", "mail", "wsl", "space", "chown"},
    "nick": {"X|away", "X2", "X-laptop", "X_"},
    "card": {"visa", "mastercard", "amex"},
    "iban": {"DE", "GB", "FR"},
    "discord_mention": {"raw-id", "raw-id-unknown", "display-space", "display-dot", "legacy-tag"},
    "slack_mention": {"missing-user", "bare-id", "real-name", "known-mention"},
    "telegram_mention": {"unlisted-username", "text-mention", "tg-link"},
    "keep": {"private", "loopback", "link-local", "documentation", "resolver", "version", "ipv6-prefix", "path",
             "word"},
    "side_channel": {"telegram-personal-title", "slack-channel-of-people", "export-path-home"},
}


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bench_on_path():
    sys.path.insert(0, str(BENCH))   # the scripts' neighbours (report.py, anonymize_recall.py) and experiments/
    try:
        yield BENCH
    finally:
        sys.path.remove(str(BENCH))


@pytest.fixture(scope="module")
def heldout_builders(bench_on_path) -> dict:
    """Each set's builder, imported (v3's imports Faker only to build: not needed here)."""
    return {name: load(BENCH / "experiments" / file, f"anonymize_heldout_builder_{name}")
            for name, file in BUILDERS.items()}


@pytest.fixture(scope="module")
def heldout_bench(bench_on_path):
    return load(BENCH / "anonymize_heldout.py", "anonymize_heldout_bench")


@pytest.fixture(scope="module")
def heldout_writers():
    return load(BENCH / "heldout_exports.py", "heldout_exports_writers")


def committed(name: str = "v1") -> list[dict]:
    return [json.loads(line) for line in DATA[name].read_text(encoding="utf-8").splitlines()]


def shape(records: list[dict]) -> Counter:
    return Counter((r["group"], r["kind"], r["form"]) for r in records)


def resolved(records: list[dict], file_lines) -> dict[tuple[str, int], str]:
    """The text of every shared line the records name (file, line)."""
    lines: dict[str, list[str]] = {}
    for r in records:
        if "file" in r and r["file"] not in lines:
            lines[r["file"]] = file_lines(SHARED / r["file"])
    return {(r["file"], r["line"]): lines[r["file"]][r["line"]] for r in records if "file" in r}


# ------------------------------------------------------------------------------------------ every set

@pytest.mark.parametrize("name", sorted(DATA))
def test_the_committed_set_holds_no_shared_text(name) -> None:
    """Real lines are references (file, line, offset, length): no record of a shared line holds its text."""
    for record in committed(name):
        if "file" in record:
            assert "text" not in record and set(record) >= {"file", "line", "start", "length"}


@pytest.mark.parametrize("name", sorted(DATA))
def test_every_plant_sits_in_its_host_where_its_record_says(name, heldout_builders) -> None:
    """The value is the plant's span, every needle of a text-level plant is in the plant (an export's may be
    what the platform shows, a name), and a composed host holds no mark of ours."""
    for r in committed(name):
        if "span" not in r:
            continue
        assert r["plant"][r["span"][0]:r["span"][1]] == r["needles"][0]
        assert 0 <= r["at"] <= r.get("length", len(r.get("text", "")))
        if r["group"] in ("planted", "negative"):
            assert [n for n in r["needles"] if n.lower() not in r["plant"].lower()] == []
        if "text" in r:
            assert not re.search("[⟦⟧¦]", r["text"])


@pytest.mark.parametrize("name", sorted(DATA))
def test_every_planted_card_and_iban_passes_its_checksum(name) -> None:
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    records = committed(name)
    cards = ["".join(str(unicodedata.digit(c)) for c in r["needles"][0] if c.isdigit())     # native digits as 0-9
             for r in records if r["kind"] == "card"]
    ibans = [re.sub(r"[\s.-]", "", r["needles"][0]).upper() for r in records if r["kind"] == "iban"]
    assert len(cards) + len(ibans) >= MIN_CHECKSUMMED[name] and cards and ibans
    assert [c for c in cards if not luhn.is_valid(c)] == []
    assert [i for i in ibans if not iban.is_valid(i)] == []        # mod 97 and the national checks
    assert all(int("".join(str(int(c, 36)) for c in i[4:] + i[:4])) % 97 == 1 for i in ibans)


@pytest.mark.slow
@pytest.mark.parametrize("name", DETERMINISTIC)
def test_the_builder_is_deterministic_and_gives_the_committed_set_its_shape(name, heldout_builders) -> None:
    """v1's committed set (written at 9c5cf11) is never rebuilt: the builder draws real lines through the log
    reader, which has changed since (`===` actions), so a rebuild draws other lines. v1 and v2 stay
    deterministic and give the same kinds and forms in the same counts."""
    if not SHARED.is_dir():
        pytest.skip("shared data not available")
    first, second = (json.loads(json.dumps(heldout_builders[name].build(), ensure_ascii=False)) for _ in range(2))
    assert first == second
    assert shape(first) == shape(committed(name))


# ---------------------------------------------------------------------------------- the later sets

@pytest.mark.parametrize("name", LATER)
def test_every_claimed_kind_has_enough_plants_and_every_group_its_count(name) -> None:
    records = committed(name)
    counts = Counter((r["group"], r["kind"]) for r in records)
    least = MIN_PER_KIND[name]
    assert {k: counts["planted", k] for k in PLANTED_KINDS if counts["planted", k] < least} == {}
    assert {k: counts["export", k] for k in MENTION_KINDS if counts["export", k] < least} == {}
    assert counts["real", ""] == 500 and counts["technical", ""] >= MIN_TECHNICAL[name]
    assert counts["negative", "keep"] >= MIN_NEGATIVES[name]
    assert {r["form"] for r in records if r["group"] == "side"} == SIDE_FORMS[name]


@pytest.mark.parametrize("name", LATER)
def test_every_reference_resolves_into_the_shared_data_and_none_is_an_earlier_set_line(name, heldout_builders) \
        -> None:
    if not SHARED.is_dir():
        pytest.skip("shared data not available")
    records = committed(name)
    refs = [r for r in records if "file" in r]
    text = resolved(refs, heldout_builders["v1"].file_lines)
    for r in refs:
        assert "text" not in r
        assert len(text[r["file"], r["line"]][r["start"]:r["start"] + r["length"]]) == r["length"] >= 12
    used = [(r["file"], r["line"]) for r in refs]
    assert len(set(used)) == len(used)                     # each host line once
    earlier = list(earlier_sets(name))
    assert set(used).isdisjoint((r["file"], r["line"]) for e in earlier for r in committed(e) if "file" in r)
    other = sum(r["file"].startswith("new-channels/") for r in refs if r["group"] in ("planted", "export"))
    placed = sum(r["group"] in ("planted", "export") for r in refs)
    if name in ("v5", "v6"):                               # v5, v6: #ubuntu lines of the annotated corpus only
        assert all(r["file"].startswith("irc-disentanglement/") for r in refs)
    else:
        if name in ("v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23",
                    "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33"):   # v12-v25: the #ubuntu days and the irclogs days, in turn
            irclogs = sum(r["file"].startswith("irclogs/") for r in refs if r["group"] in ("planted", "export"))
            if name in ("v24", "v25"):   # the irclogs days ran out: both host plants in every line v1-v23 left (178)
                assert other == 0 and irclogs >= 170
            elif name in ("v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33"):   # none left after v24 and v25: the #ubuntu days only
                assert other == 0 and irclogs == 0 and all(r["file"].startswith("irc-disentanglement/") for r in refs)
            else:
                assert other == 0 and placed // 3 <= irclogs <= placed * 2 // 3
        else:
            assert other == placed if name in ("v3", "v4") else other >= placed // 4   # v3, v4: other communities


def test_phone_numbers_are_valid_in_their_region(heldout_builders) -> None:
    """v2's from its builder's table, v3's from each record's `region` (its values were drawn by Faker)."""
    phonenumbers = pytest.importorskip("phonenumbers")
    b, found = heldout_builders["v2"], []
    for form, region, phrase, _ in b.PHONE:
        value = phrase[phrase.index(b.first.MARK_OPEN) + 1:phrase.index(b.first.MARK_CLOSE)]
        number = value.removeprefix("tel:").replace("011 ", "+", 1) if value.startswith(("tel:", "011")) else value
        number = "+" + number[2:] if number.startswith("00") else number
        found.append((form, region, value, number.split(" ext")[0].split(" x")[0].split(" #")[0]))
    for r in committed("v3"):
        if r["kind"] == "phone":
            value = r["needles"][0]
            number = "+" + value[2:] if value.startswith("00") else "+" + value if r["form"] == "wa-me" else value
            found.append((r["form"], r["region"], value, number))
    invalid = []
    for form, region, value, number in found:
        parsed = phonenumbers.parse(number, region)
        if not phonenumbers.is_valid_number(parsed) or phonenumbers.region_code_for_number(parsed) != region:
            invalid.append((form, region, value))
    assert invalid == [] and sum(r["kind"] == "phone" for r in committed("v3")) >= MIN_PER_KIND["v3"]
    assert len({r["region"] for r in committed("v3") if r["kind"] == "phone"}) >= 15


@pytest.mark.parametrize("name", ["v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15",
                                  "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33"])
def test_no_negative_holds_a_plant_nor_a_planted_host(name) -> None:
    """A later set's values that identify no one share no value nor host line with its personal ones."""
    records = committed(name)
    planted = {n.lower() for r in records if r["group"] in ("planted", "export") for n in r["needles"]}
    negatives = [r for r in records if r["group"] == "negative"]
    assert [r["plant"] for r in negatives if any(p in r["plant"].lower() for p in planted)] == []
    hosts = {(r["file"], r["line"]) for r in records if r["group"] in ("planted", "export") and "file" in r}
    assert hosts.isdisjoint((r["file"], r["line"]) for r in negatives if "file" in r)


def test_the_third_set_draws_its_values_elsewhere_and_in_new_forms(heldout_builders) -> None:
    """v3's forms are none of v1's or v2's for the kinds with named shapes, and a third of its plants are in
    composed messages (ours), the rest in lines of the other communities."""
    v3 = committed("v3")
    earlier = {(r["kind"], r["form"]) for name in ("v1", "v2") for r in committed(name)}
    shaped = ("email", "ipv4", "ipv6", "mac", "home_path", "nick", "discord_mention", "slack_mention",
              "telegram_mention")
    assert sorted({(r["kind"], r["form"]) for r in v3 if r["kind"] in shaped} & earlier) == []
    planted = [r for r in v3 if r["group"] == "planted"]
    assert len(planted) // 4 <= sum("text" in r for r in planted) <= len(planted) // 2
    earlier_phones = {region for _, region, _, _ in heldout_builders["v2"].PHONE}
    assert earlier_phones.isdisjoint(r["region"] for r in planted if r["kind"] == "phone")


def invalid_phones(phones: list[dict]) -> list[tuple[str, str, str]]:
    """The phone plants `phonenumbers` does not call valid, or valid in another region than their record's."""
    phonenumbers = pytest.importorskip("phonenumbers")
    invalid = []
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        if not phonenumbers.is_valid_number(parsed) or phonenumbers.region_code_for_number(parsed) != r["region"]:
            invalid.append((r["form"], r["region"], r["needles"][0]))
    return invalid


def test_the_fourth_set_phone_numbers_are_valid_in_regions_no_earlier_set_used(heldout_builders) -> None:
    phones = [r for r in committed("v4") if r["kind"] == "phone"]
    invalid = invalid_phones(phones)
    assert invalid == [] and len(phones) >= MIN_PER_KIND["v4"]
    earlier = {region for _, region, _, _ in heldout_builders["v2"].PHONE} | {
        r["region"] for r in committed("v3") if r["kind"] == "phone"}
    assert earlier.isdisjoint(r["region"] for r in phones)


def test_the_fourth_set_uses_new_forms_and_puts_half_its_plants_in_split_pastes() -> None:
    """No form of a v4 plant or mention is a form of v1-v3; every other plant of a kind sits in a multi-line
    paste split over consecutive messages (its record the message holding the value), the rest in real lines."""
    v4 = committed("v4")
    earlier = {(r["kind"], r["form"]) for name in ("v1", "v2", "v3") for r in committed(name)}
    personal = [r for r in v4 if r["group"] in ("planted", "export")]
    assert sorted({(r["kind"], r["form"]) for r in personal} & earlier) == []
    for kind in PLANTED_KINDS:
        mine = [r for r in v4 if r["group"] == "planted" and r["kind"] == kind]
        pasted = [r for r in mine if "paste" in r]
        assert len(pasted) == len(mine) // 2 and all("text" in r and "file" not in r for r in pasted)
        assert sum("\n" in r["text"] for r in pasted) >= len(pasted) // 2
        assert all(1 <= int(r["part"].split("/")[0]) <= int(r["part"].split("/")[1]) for r in pasted)
        assert all("file" in r for r in mine if "paste" not in r)
    assert sum("\n" in r["text"] for r in v4 if r["group"] == "export") >= len([r for r in v4 if r["group"] ==
                                                                                "export"]) // 2


@pytest.mark.parametrize("platform", ["discord", "slack", "telegram"])
def test_the_fourth_set_mentions_are_read_from_their_native_places(heldout_writers, tmp_path: Path,
                                                                   platform) -> None:
    """Each v4 mention reaches the reader's text (a raw mention it lists as `@name`), in a Discord message's
    `mentions[]` or forward, a Slack users.json user, attachment or file title, Telegram entities or a forward."""
    mine, shown, raw, flat, places = native_places("v4", platform, heldout_writers, tmp_path)
    if platform == "discord":
        messages = raw[0]["messages"]
        raw_ids = {r["needles"][1] for r in mine if r["plant"].startswith("<@")}
        listed = {m["id"] for message in messages for m in message["mentions"]}
        assert raw_ids and raw_ids <= listed
        assert sum("forwardedMessage" in m and not m["content"] for m in messages) == places["forward"] > 0
    if platform == "slack":
        users = {u["id"] for u in next(r for r in raw if isinstance(r, list) and r and "real_name" in r[0])}
        assert {r["needles"][0][2:-1] for r in mine if r["plant"].startswith("<@")} <= users
        assert flat.count('"is_share": true') == places["attachment"] > 0
        assert flat.count('"subtype": "file_share"') == places["file"] > 0
    if platform == "telegram":
        messages = raw[0]["messages"]
        entities = Counter(p["type"] for m in messages if isinstance(m["text"], list) for p in m["text"]
                           if isinstance(p, dict))
        assert entities["text_link"] > 0 and entities["mention"] > 0 and entities["mention_name"] > 0
        assert sum("forwarded_from" in m for m in messages) == places["forward"] > 0


def test_check_digits_are_computed_right(heldout_builders) -> None:
    first = heldout_builders["v1"]
    assert first.luhn_complete("7992739871") == "79927398713"
    assert first.iban_complete("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    assert first.iban_complete("DE", "370400440532013000") == "DE89370400440532013000"
    assert heldout_builders["v2"].national_check("BE", "539007547000") == "539007547034"   # BE68 5390 0754 7034
    assert heldout_builders["v2"].national_check("ES", "21000418000200051332") == "21000418450200051332"


def test_the_first_set_covers_every_claimed_kind_and_form() -> None:
    forms: dict[str, set[str]] = {}
    for record in committed("v1"):
        forms.setdefault(record["kind"], set()).add(record["form"])
    missing = {kind: wanted - forms.get(kind, set()) for kind, wanted in CLAIMED_FORMS.items()}
    assert {kind: found for kind, found in missing.items() if found} == {}


def test_the_second_set_plants_hold_exactly_one_value(heldout_builders) -> None:
    b = heldout_builders["v2"]
    phrases = [p for plants in (b.EMAIL, b.IPV4, b.IPV6, b.MAC, b.SECRET, b.HOME, b.NEGATIVE) for _, p, _ in plants]
    phrases += [p for _, _, p, _ in b.PHONE]
    phrases += [p for _, p in heldout_builders["v3"].NEGATIVE]
    assert [p for p in phrases if p.count(b.first.MARK_OPEN) != 1 or p.count(b.first.MARK_CLOSE) != 1] == []


def test_a_plant_gets_a_space_where_it_meets_the_host_and_its_value_span(heldout_builders) -> None:
    plant, span = heldout_builders["v1"].place("mail ⟦a (at) b (dot) de⟧ ok", "hello world", 5)
    assert plant == " mail a (at) b (dot) de ok"     # the host has its own space after
    assert plant[span[0]:span[1]] == "a (at) b (dot) de"
    assert heldout_builders["v1"].place("⟦x⟧", "hello world", 0) == ("x ", [0, 1])


def test_the_third_builder_reads_rust_lines_and_phone_tails(heldout_builders) -> None:
    b = heldout_builders["v3"]
    line = b.RUST_LINE.match("rust 2018-05-29 [21:20:37] <talchas> but I would not bother ")
    assert line["nick"] == "talchas" and line["text"] == "but I would not bother"
    assert b.RUST_LINE.match("rust 2018-05-29 [21:20:48] * ball waves") is None
    assert b.last_group("+995 32 438 58 11") == "58 11" and b.last_group("0972-558628") == "558628"


# ------------------------------------------------------------------------------------------- the bench

def test_a_half_replaced_value_is_a_leak_and_a_needle_the_host_held_is_not(heldout_bench) -> None:
    needles = ["::ffff:81.2.69.142", "81.2.69.142"]
    assert heldout_bench.leaked(needles, "host", "from __ip__:81.2.69.142") == ["81.2.69.142"]
    assert heldout_bench.leaked(needles, "host", "from __ip__") == []
    assert heldout_bench.leaked(["Beck"], "beck said", "beck said __user__") == []
    assert heldout_bench.leaked(["Beck"], "beck said", "beck said BECK") == ["Beck"]


def test_released_text_skips_unpublished_folders_and_decodes_json(heldout_bench, tmp_path: Path) -> None:
    (tmp_path / "provenance").mkdir()
    (tmp_path / "provenance" / "x.jsonl").write_text('{"nicks": ["secretnick"]}\n')
    (tmp_path / "conversations").mkdir()
    (tmp_path / "conversations" / "train.jsonl").write_text('{"content": "say \\"hi\\" to n\\u00e9o"}\n')
    (tmp_path / "udc").mkdir()
    (tmp_path / "udc" / "train.csv").write_text("context,utterance,label\r\nhi __eou__ __eot__ what simon thinks "
                                                "__eou__ __eot__,ok __eou__,1.0\r\n")
    text = heldout_bench.released_text(tmp_path)
    assert "secretnick" not in text and 'say "hi" to néo' in text and "conversations/train.jsonl" in text
    units = heldout_bench.released_units(text)
    assert 'say "hi" to néo' in units and "what simon thinks" in units     # a JSON string, a CSV row's utterance


def test_a_multi_line_message_reached_a_release_whatever_its_white_space(heldout_bench) -> None:
    host = "here is my config:\n    [user]\n    name = Jo\n    email = PLANT"
    record = {"group": "export", "kind": "discord_mention", "form": "paste", "platform": "discord",
              "text": host, "at": host.index("PLANT"), "needles": ["PLANT"]}
    joined = "here is my config: [user] name = Jo email = __email__"   # an exporter joined the lines
    found, _ = heldout_bench.export_level([record], {"discord:personal": joined, "discord:none": joined})
    assert found["export:discord_mention"] == {"n": 1, "ok": 1}
    found, _ = heldout_bench.export_level([record], {"discord:personal": "other", "discord:none": "other"})
    assert found["export:discord_mention"] == {"unreached": 1}


def test_a_mention_is_missed_only_as_a_word_of_its_own_message(heldout_bench) -> None:
    host = "so how would you solve such situations then"
    record = {"group": "export", "kind": "discord_mention", "form": "thanks", "platform": "discord",
              "text": host, "at": 0, "needles": ["Simon", "Mand"]}
    unit = heldout_bench.UNIT
    other = "wonders what simon would think" + unit + "an invalid du -sh command"
    anonymised = f"valeu __user__, funcionou {host}" + unit + other
    released = {"discord:personal": anonymised, "discord:none": f"valeu Simon Mand, funcionou {host}" + unit + other}
    found, notes = heldout_bench.export_level([record], released)
    assert found["export:discord_mention"] == {"n": 1, "ok": 1} and not notes
    kept = f"valeu Simon Mand, funcionou {host}" + unit + other       # the plant's own message unchanged
    found, notes = heldout_bench.export_level([record], {"discord:personal": kept, "discord:none": kept})
    assert found["export:discord_mention"] == {"n": 1, "ok": 0} and "left `Simon`, `Mand`" in notes[0]


def test_the_bench_measures_each_set_into_its_own_report(heldout_bench) -> None:
    sets = heldout_bench.SETS
    assert sets["v1"].data == heldout_bench.HELDOUT and sets["v1"].result.name == "anonymize_heldout.md"
    assert {name: (s.data, s.result.name, s.export_seed) for name, s in sets.items() if name != "v1"} == {
        "v2": (DATA["v2"], "anonymize_heldout2.md", EXPORT_SEEDS["v2"]),
        "v3": (DATA["v3"], "anonymize_heldout3.md", EXPORT_SEEDS["v3"]),
        "v4": (DATA["v4"], "anonymize_heldout4.md", EXPORT_SEEDS["v4"]),
        "v5": (DATA["v5"], "anonymize_heldout5.md", EXPORT_SEEDS["v5"]),
        "v6": (DATA["v6"], "anonymize_heldout6.md", EXPORT_SEEDS["v6"]),
        "v7": (DATA["v7"], "anonymize_heldout7.md", EXPORT_SEEDS["v7"]),
        "v8": (DATA["v8"], "anonymize_heldout8.md", EXPORT_SEEDS["v8"]),
        "v9": (DATA["v9"], "anonymize_heldout9.md", EXPORT_SEEDS["v9"]),
        "v10": (DATA["v10"], "anonymize_heldout10.md", EXPORT_SEEDS["v10"]),
        "v11": (DATA["v11"], "anonymize_heldout11.md", EXPORT_SEEDS["v11"]),
        "v12": (DATA["v12"], "anonymize_heldout12.md", EXPORT_SEEDS["v12"]),
        "v13": (DATA["v13"], "anonymize_heldout13.md", EXPORT_SEEDS["v13"]),
        "v14": (DATA["v14"], "anonymize_heldout14.md", EXPORT_SEEDS["v14"]),
        "v15": (DATA["v15"], "anonymize_heldout15.md", EXPORT_SEEDS["v15"]),
        "v16": (DATA["v16"], "anonymize_heldout16.md", EXPORT_SEEDS["v16"]),
        "v17": (DATA["v17"], "anonymize_heldout17.md", EXPORT_SEEDS["v17"]),
        "v18": (DATA["v18"], "anonymize_heldout18.md", EXPORT_SEEDS["v18"]),
        "v19": (DATA["v19"], "anonymize_heldout19.md", EXPORT_SEEDS["v19"]),
        "v20": (DATA["v20"], "anonymize_heldout20.md", EXPORT_SEEDS["v20"]),
        "v21": (DATA["v21"], "anonymize_heldout21.md", EXPORT_SEEDS["v21"]),
        "v22": (DATA["v22"], "anonymize_heldout22.md", EXPORT_SEEDS["v22"]),
        "v23": (DATA["v23"], "anonymize_heldout23.md", EXPORT_SEEDS["v23"]),
        "v24": (DATA["v24"], "anonymize_heldout24.md", EXPORT_SEEDS["v24"]),
        "v25": (DATA["v25"], "anonymize_heldout25.md", EXPORT_SEEDS["v25"]),
        "v26": (DATA["v26"], "anonymize_heldout26.md", EXPORT_SEEDS["v26"]),
        "v27": (DATA["v27"], "anonymize_heldout27.md", EXPORT_SEEDS["v27"]),
        "v28": (DATA["v28"], "anonymize_heldout28.md", EXPORT_SEEDS["v28"]),
        "v29": (DATA["v29"], "anonymize_heldout29.md", EXPORT_SEEDS["v29"]),
        "v30": (DATA["v30"], "anonymize_heldout30.md", EXPORT_SEEDS["v30"]),
        "v31": (DATA["v31"], "anonymize_heldout31.md", EXPORT_SEEDS["v31"]),
        "v32": (DATA["v32"], "anonymize_heldout32.md", EXPORT_SEEDS["v32"]),
        "v33": (DATA["v33"], "anonymize_heldout33.md", EXPORT_SEEDS["v33"])}
    assert len({s.export_seed for s in sets.values()}) == len(sets)
    assert heldout_bench._title(sets["v3"], "x")[0].startswith("# Anonymisation on the third held-out set (v3)")
    assert "before rules42c's rules, never tuned on" in heldout_bench._title(sets["v3"], "x")[2]
    assert heldout_bench._title(sets["v4"], "x")[0].startswith("# Anonymisation on the fourth held-out set (v4)")
    assert "before rules42d's rules, never tuned on" in heldout_bench._title(sets["v4"], "x")[2]
    assert heldout_bench._part(sets["v4"]) == "Held out (v4)" and heldout_bench._part(sets["v5"]) == "Held out (v5)"
    assert heldout_bench._title(sets["v5"], "x")[0].startswith("# Anonymisation on the fifth held-out set (v5)")
    assert heldout_bench._title(sets["v6"], "x")[0].startswith("# Anonymisation on the sixth held-out set (v6)")
    assert heldout_bench._title(sets["v7"], "x")[0].startswith("# Anonymisation on the seventh held-out set (v7)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v7"], "x")[2]
    assert heldout_bench._title(sets["v8"], "x")[0].startswith("# Anonymisation on the eighth held-out set (v8)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v8"], "x")[2]
    assert heldout_bench._title(sets["v9"], "x")[0].startswith("# Anonymisation on the ninth held-out set (v9)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v9"], "x")[2]
    assert heldout_bench._title(sets["v10"], "x")[0].startswith("# Anonymisation on the tenth held-out set (v10)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v10"], "x")[2]
    assert heldout_bench._title(sets["v11"], "x")[0].startswith("# Anonymisation on the eleventh held-out set (v11)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v11"], "x")[2]
    assert heldout_bench._title(sets["v12"], "x")[0].startswith("# Anonymisation on the twelfth held-out set (v12)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v12"], "x")[2]
    assert heldout_bench._title(sets["v13"], "x")[0].startswith("# Anonymisation on the thirteenth held-out set (v13)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v13"], "x")[2]
    assert heldout_bench._title(sets["v14"], "x")[0].startswith("# Anonymisation on the fourteenth held-out set (v14)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v14"], "x")[2]
    assert heldout_bench._title(sets["v15"], "x")[0].startswith("# Anonymisation on the fifteenth held-out set (v15)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v15"], "x")[2]
    assert heldout_bench._title(sets["v16"], "x")[0].startswith("# Anonymisation on the sixteenth held-out set (v16)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v16"], "x")[2]
    assert heldout_bench._title(sets["v17"], "x")[0].startswith("# Anonymisation on the seventeenth held-out set (v17)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v17"], "x")[2]
    assert heldout_bench._title(sets["v18"], "x")[0].startswith("# Anonymisation on the eighteenth held-out set (v18)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v18"], "x")[2]
    assert heldout_bench._title(sets["v19"], "x")[0].startswith("# Anonymisation on the nineteenth held-out set (v19)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v19"], "x")[2]
    assert heldout_bench._title(sets["v20"], "x")[0].startswith("# Anonymisation on the twentieth held-out set (v20)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v20"], "x")[2]
    assert heldout_bench._title(sets["v21"], "x")[0].startswith("# Anonymisation on the twenty-first held-out set (v21)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v21"], "x")[2]
    assert heldout_bench._title(sets["v22"], "x")[0].startswith("# Anonymisation on the twenty-second held-out set (v22)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v22"], "x")[2]
    assert heldout_bench._title(sets["v23"], "x")[0].startswith("# Anonymisation on the twenty-third held-out set (v23)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v23"], "x")[2]
    assert heldout_bench._title(sets["v24"], "x")[0].startswith("# Anonymisation on the twenty-fourth held-out set (v24)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v24"], "x")[2]
    assert heldout_bench._title(sets["v25"], "x")[0].startswith("# Anonymisation on the twenty-fifth held-out set (v25)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v25"], "x")[2]
    assert heldout_bench._title(sets["v26"], "x")[0].startswith("# Anonymisation on the twenty-sixth held-out set (v26)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v26"], "x")[2]
    assert heldout_bench._title(sets["v27"], "x")[0].startswith("# Anonymisation on the twenty-seventh held-out set (v27)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v27"], "x")[2]
    assert heldout_bench._title(sets["v28"], "x")[0].startswith("# Anonymisation on the twenty-eighth held-out set (v28)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v28"], "x")[2]
    assert heldout_bench._title(sets["v29"], "x")[0].startswith("# Anonymisation on the twenty-ninth held-out set (v29)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v29"], "x")[2]
    assert heldout_bench._title(sets["v30"], "x")[0].startswith("# Anonymisation on the thirtieth held-out set (v30)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v30"], "x")[2]
    assert heldout_bench._title(sets["v31"], "x")[0].startswith("# Anonymisation on the thirty-first held-out set (v31)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v31"], "x")[2]
    assert heldout_bench._title(sets["v32"], "x")[0].startswith("# Anonymisation on the thirty-second held-out set (v32)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v32"], "x")[2]
    assert heldout_bench._title(sets["v33"], "x")[0].startswith("# Anonymisation on the thirty-third held-out set (v33)")
    assert "on 2026-11-29 before it was measured" in heldout_bench._title(sets["v33"], "x")[2]
    assert "on 2026-11-28 before" in heldout_bench._title(sets["v6"], "x")[2]
    assert heldout_bench._part(sets["v3"]) == "Held out (v3)" and heldout_bench._part(sets["v2"]) == "Held out (v2)"
    assert heldout_bench._title(sets["v2"], "x")[0] == ("# Anonymisation on the second held-out set (v2) and the "
                                                        "tuning half (`--anonymize personal`), x")


# ------------------------------------------------------------------------------------------ the exports

@pytest.mark.parametrize("platform, read", [("discord", "help.json"), ("slack", "jorun-and-kasimir"),
                                            ("telegram", "result.json")])
def test_the_first_set_exports_read_back_with_every_plant_and_setup(heldout_writers, tmp_path: Path, platform,
                                                                    read) -> None:
    from disentangle.logs.exports import load_any
    records = [r for r in committed() if r["group"] == "export" and r["platform"] == platform]
    side = {r["form"]: r["value"] for r in committed() if r["group"] == "side"}
    turns = heldout_writers.exchanges(platform, [(r, r["plant"].strip()) for r in records], ["a real line"], side)
    heldout_writers.write_export(platform, tmp_path, turns, records, side)
    log = load_any(tmp_path / read)
    texts = [m.text for m in log.messages]
    assert len(texts) == len(records) * heldout_writers.TURNS
    planted = zip([r["plant"].strip() for r in records], texts[heldout_writers.PLANT_TURN::heldout_writers.TURNS])
    # every plant arrives as written (but a Slack mention, or a Discord one the message lists, which the
    # reader shows by the user's name)
    assert [(a, b) for a, b in planted if a != b and not (platform in ("slack", "discord") and "<@" in a)] == []
    listed = {r["setup"].get("author", r["setup"].get("user", [""] * 3))[1] for r in records if r["setup"]} - {""}
    assert listed <= set(log.known_names) | {n.lower() for n in log.known_names}


def later_export(name: str, platform: str, writers, tmp_path: Path) -> tuple[list[dict], dict, list[str], Path]:
    """Write one platform's export of a later set; its plant records, side channels, texts read, path."""
    from disentangle.logs.exports import load_any
    mine = [r for r in committed(name) if r["group"] == "export" and r["platform"] == platform]
    side = {r["form"]: r["value"] for r in committed(name) if r["group"] == "side"}
    turns = writers.exchanges(platform, [(r, r["plant"].strip()) for r in mine], ["a real line"], side,
                              EXPORT_SEEDS[name])
    path = writers.write_export(platform, tmp_path, turns, mine, side)
    folders = sorted(p for p in tmp_path.iterdir() if p.is_dir()) if platform == "slack" else [path]
    return mine, side, [m.text for folder in folders for m in load_any(folder).messages], path


def native_places(name: str, platform: str, writers, tmp_path: Path) \
        -> tuple[list[dict], list[str], list, str, Counter]:
    """Write a later set's export and check every plant shown as text (markup is shown as the platform shows it)
    reaches the reader's text; its plant records, those plants, the raw JSON files, them flat, the places used."""
    mine, _, texts, path = later_export(name, platform, writers, tmp_path)
    shown = [r["plant"].strip() for r in mine if "<" not in r["plant"]]
    assert [plant for plant in shown if not any(plant in text for text in texts)] == []
    raw = [json.loads(p.read_text()) for p in sorted(tmp_path.rglob("*.json"))] if platform == "slack" else \
        [json.loads(path.read_text())]
    return mine, shown, raw, json.dumps(raw, ensure_ascii=False), Counter(r["setup"].get("place", "") for r in mine)


@pytest.mark.parametrize("name", LATER)
@pytest.mark.parametrize("platform", ["discord", "slack", "telegram"])
def test_the_later_sets_exports_read_back_with_their_side_channels(heldout_writers, tmp_path: Path, name,
                                                                   platform) -> None:
    mine, side, texts, path = later_export(name, platform, heldout_writers, tmp_path)
    assert len(texts) == len(mine) * heldout_writers.TURNS
    if platform == "slack":
        lists = {f.name: json.loads(f.read_text()) for f in tmp_path.glob("*.json")}
        if "slack-mpdm-name" in side:                     # v2, v4, v6: a group DM and a private channel
            assert lists["mpims.json"][0]["name"] == side["slack-mpdm-name"]
            assert lists["groups.json"][0]["name"] == side["slack-private-channel-of-person"]
        else:
            assert lists["dms.json"][0]["id"] == "D0HELDDM3" and "name" not in lists["dms.json"][0]
            assert side["slack-dm-of-user"] in {u["real_name"] for u in lists["users.json"]}
            assert lists["channels.json"][0]["name"] == side["slack-channel-of-people"]
    if platform == "discord":
        chat = json.loads(path.read_text())["channel"]
        title = side.get("discord-dm-name") or side["discord-group-dm-name"]
        assert title in path.name and chat["name"] == title
        assert chat["type"] == ("DirectGroupTextChat" if name in GROUP_SIDES or name in MIXED_SIDES
                                else "DirectTextChat")
    if platform == "telegram":
        chat = json.loads(path.read_text())
        assert (chat["name"], chat["type"]) == ((side["telegram-group-title"], "private_group") if name in GROUP_SIDES
                                                else (side["telegram-personal-title"], "personal_chat"))


@pytest.mark.parametrize("platform", ["discord", "slack", "telegram"])
def test_the_third_set_plants_are_read_from_their_native_places(heldout_writers, tmp_path: Path, platform) -> None:
    """Each plant of v3 reaches the text the reader makes (a listed Discord mention as `@name`), written where
    its setup says: a Discord forward, a Slack shared message's attachment or a file share's title (their own
    text empty), Telegram entities of their type (a text link with its href, a forward's author)."""
    mine, shown, raw, flat, places = native_places("v3", platform, heldout_writers, tmp_path)
    if platform == "discord":
        messages = raw[0]["messages"]
        assert sum("forwardedMessage" in m and not m["content"] for m in messages) == places["forward"] > 0
        assert any(m["nickname"] != m["name"] for m in (x for m in messages for x in m["mentions"]))
    if platform == "slack":
        assert flat.count('"is_share": true') == places["attachment"] > 0
        assert flat.count('"subtype": "file_share"') == places["file"] > 0
    if platform == "telegram":
        messages = raw[0]["messages"]
        entities = Counter(p["type"] for m in messages if isinstance(m["text"], list) for p in m["text"]
                           if isinstance(p, dict))
        assert entities["text_link"] > 0 and entities["mention"] > 0 and entities["mention_name"] > 0
        assert all(p["href"].startswith("tg://user?id=") for m in messages if isinstance(m["text"], list)
                   for p in m["text"] if isinstance(p, dict) and p["type"] == "text_link")
        assert sum("forwarded_from" in m for m in messages) == places["forward"] > 0
    assert len(shown) >= len(mine) // 2


# ------------------------------------------------------------------------------- the fifth and sixth sets

DOCUMENT = re.compile(r"^(RFC \d{3,4} |ITU-T Recommendation |ISO(/IEC)? \d+|IEEE Std |Filesystem Hierarchy Standard |"
                      r"XDG Base Directory |PCI-SIG |VESA |https://)")      # a standard or an issuer's own document
PAGE = re.compile(r"^http://[\w.-]+/\S* \(")          # a public page (blog, mailing-list archive) and its habit
SOURCE = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+:\S+$")      # owner/repo:path of a public repository
THREAD = re.compile(r"^https://github\.com/[\w.-]+/[\w.-]+/(issues|pull)/\d+$")   # an issue or pull-request thread
MAN_PAGE = re.compile(r"^[a-z][\w.+-]*\([158]\)(, not installed here; upstream: https://\S+| and https://\S+.*)?$")
CONVENTION = re.compile(r"^(DIN \d+ |GOST |[a-z][\w.+-]*\([158]\) \()")   # v10: a national standard, a man page
ENCODING = re.compile(r"^[a-z][\w.+-]*\([1-8]\) \(")       # v11: a man page that defines a syntax (systemd.syntax(7))
TELEGRAM_ENTITIES = {"v5": {"bold", "italic", "underline", "spoiler", "strikethrough", "code", "hashtag"},
                     "v6": {"pre", "blockquote", "expandable_blockquote", "bot_command", "link", "cashtag"},
                     "v7": {"mention", "mention_name", "text_link"},
                     "v8": {"mention", "mention_name", "text_link"},
                     "v9": {"mention", "mention_name", "text_link"},
                     "v10": {"mention", "mention_name", "text_link"},
                     "v11": {"mention", "mention_name", "text_link", "bold", "spoiler", "underline"},
                     "v12": {"mention", "mention_name", "text_link"},
                     "v13": {"mention", "mention_name", "text_link"},
                     "v14": {"mention", "mention_name", "text_mention", "text_link"},
                     "v15": {"mention_name", "text_link"},
                     "v16": {"mention", "mention_name", "text_mention", "text_link"},
                     "v17": {"mention_name", "text_mention"},
                     "v18": {"mention", "mention_name", "text_mention", "text_link"},
                     "v19": {"mention_name", "text_mention"},
                     "v20": {"mention", "mention_name", "text_mention", "text_link"},
                     "v21": {"mention_name", "text_mention"},
                     "v22": {"mention_name", "text_mention"},
                     "v23": {"mention_name", "text_mention"},
                     "v24": {"mention", "mention_name", "text_mention"},
                     "v25": {"mention_name", "text_mention"},
                     "v26": {"mention", "mention_name", "text_mention", "text_link"},
                     "v27": {"mention_name", "text_mention"},
                     "v28": {"mention", "mention_name", "text_mention", "text_link"},
                     "v29": {"mention_name", "text_mention"},
                     "v30": {"mention", "mention_name", "text_mention"},
                     "v31": {"mention_name", "text_mention"},
                     "v32": {"mention", "mention_name", "text_mention"},
                     "v33": {"mention_name", "text_mention"}}


def ascii_digits(text: str) -> str:
    """The decimal digits of a text read as 0-9, whatever their script (Unicode Nd: Arabic-Indic, Devanagari, ...)."""
    return "".join(str(unicodedata.digit(c)) for c in text if c.isdigit())


# sets written at the same time by authors who never read each other's: neither is the other's earlier set
SIBLINGS = ({"v14", "v15"}, {"v16", "v17"}, {"v18", "v19"}, {"v20", "v21"},
            {"v22", "v23"}, {"v24", "v25"}, {"v26", "v27"}, {"v28", "v29"}, {"v30", "v31"}, {"v32", "v33"})   # v16 beside v17, ..., v24 beside v25, v26 beside v27


def earlier_sets(name: str) -> tuple[str, ...]:
    return tuple(e for e in DATA if int(e[1:]) < int(name[1:]) and not any({e, name} <= pair for pair in SIBLINGS))


def names_its_source(name: str, source: str) -> bool:
    """v5 and v7 name a repository file; v6 an issue thread or the command / habit whose pasted output it imitates;
    v8 a standard or the issuer's own document; v9 a man page (`fstab(5)`) or, not installed here, its upstream
    document, or a format's own document."""
    if name == "v8":
        return bool(DOCUMENT.match(source))
    if name == "v9":
        return bool(MAN_PAGE.match(source) or DOCUMENT.match(source))
    if name == "v10":
        return bool(DOCUMENT.match(source) or CONVENTION.match(source))
    if name == "v11":
        return bool(DOCUMENT.match(source) or ENCODING.match(source))
    if name in ("v12", "v13", "v14", "v15", "v16", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25",
                "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33"):
        return bool(DOCUMENT.match(source))
    if name == "v17":                                      # v17: also a page only served over plain http
        return bool(DOCUMENT.match(source) or PAGE.match(source))
    if name in ("v5", "v7"):
        return bool(SOURCE.match(source))
    return bool(THREAD.match(source) or (len(source.split()) >= 3 and not SOURCE.match(source)))


@pytest.mark.parametrize("name", SAMPLED)
def test_every_sampled_set_form_names_its_source_and_none_is_an_earlier_form(heldout_builders, name) -> None:
    """Each plant, mention and technical line names where its shape was sampled from, each kind has at least
    eight such forms, and no (kind, form) is one of an earlier set's."""
    records = committed(name)
    sampled = [r for r in records if r["group"] in ("planted", "export", "technical")]
    assert [r["form"] for r in sampled if not names_its_source(name, r.get("source", ""))] == []
    assert all(r.get("source") for r in records if r["group"] in ("negative", "side"))
    forms = Counter(r["kind"] for r in {(r["kind"], r["form"]): r for r in records
                                        if r["group"] in ("planted", "export")}.values())
    assert {k: n for k, n in forms.items() if n < 8} == {} and set(forms) == set(PLANTED_KINDS + MENTION_KINDS)
    earlier = {(r["kind"], r["form"]) for e in earlier_sets(name) for r in committed(e)}
    assert sorted({(r["kind"], r["form"]) for r in records if r["group"] in ("planted", "export")} & earlier) == []
    builder = heldout_builders[name]
    assert all(len(forms) >= 8 for forms in builder.FORMS.values()) and len(builder.TECHNICAL_SHAPES) >= 8


def test_the_sixth_set_forms_hold_two_values_and_values_at_the_line_ends(heldout_builders) -> None:
    """Some v6 forms hold a second value of another kind, some put the value first or last, some wrap it in
    quotes, brackets or code ticks; a third of the forms name the issue thread they were sampled from."""
    planted = [r for r in committed("v6") if r["group"] == "planted"]
    two = {r["form"] for r in planted if len(r["needles"]) > 1 and r["kind"] in ("ipv4", "mac", "secret")}
    assert {"arp-a-entry", "arp-a-mac", "gitea-token-remote"} <= two
    lines = [form.line for forms in heldout_builders["v6"].FORMS.values() for form in forms]
    assert sum(line.startswith(("⟦", "\"⟦", "`⟦")) for line in lines) >= 5
    assert sum(line.endswith(("⟧", "⟧]", "⟧`", "⟧>", "⟧\"")) for line in lines) >= 8
    assert sum(wrap in line for line in lines for wrap in ("`⟦", "[⟦", "\"⟦", "<⟦")) >= 8
    assert len({r["source"] for r in planted if THREAD.match(r["source"])}) >= 5


@pytest.mark.parametrize("name", SAMPLED)
def test_no_sampled_set_value_repeats_an_earlier_set_value_and_no_plant_repeats_in_it(name) -> None:
    records = committed(name)
    earlier = {n.lower() for e in earlier_sets(name) for r in committed(e) for n in r.get("needles", [])}
    fixed = {"u0helddm3p"}          # the DM partner's id heldout_exports.py gives every set
    personal = [r for r in records if r["group"] in ("planted", "export", "side")]
    assert [(r["form"], n) for r in personal for n in r["needles"] if n.lower() in earlier - fixed] == []
    values = [r["needles"][0].lower() for r in records if r["group"] == "planted"]
    assert len(values) == len(set(values))


@pytest.mark.parametrize("name", SAMPLED)
def test_the_sampled_sets_phone_numbers_are_valid_in_regions_no_earlier_set_used(heldout_builders, name) -> None:
    phones = [r for r in committed(name) if r["kind"] == "phone"]
    invalid = invalid_phones(phones)
    assert invalid == [] and len(phones) >= MIN_PER_KIND[name] and len({r["region"] for r in phones}) >= 12
    if name in ("v10", "v12"):   # the languages' own countries, most used before: new number ranges instead
        return
    if name in ("v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33"):   # v21: twice or less before, none of v19's; v22-v27: three times or less
        return                   # (their own tests check)
    if name in ("v19", "v20"):   # only two regions with a grouped, region-valid spelling were left unused (KP, MP):
        return                   # v19 adds the eleven used least before, v20 those used twice at most (own tests)
    earlier = {region for _, region, _, _ in heldout_builders["v2"].PHONE} | {
        r["region"] for e in earlier_sets(name) if e not in ("v1", "v2") for r in committed(e) if r["kind"] == "phone"}
    if name == "v18":   # v18: the unused regions with numbers of their own ran out; the rest used once only before
        regions = {r["region"] for r in phones}
        once = Counter(r["region"] for e in earlier_sets(name) for r in committed(e) if r.get("region"))
        assert set(heldout_builders[name].NEW_REGIONS) == regions - earlier and len(regions - earlier) >= 3
        assert all(once[region] <= 1 for region in regions & earlier)
        return
    assert earlier.isdisjoint(r["region"] for r in phones)


def test_the_sixth_set_phone_numbers_are_of_number_types_beside_mobile() -> None:
    types = Counter(r["type"] for r in committed("v6") if r["kind"] == "phone")
    assert len(types) >= 3 and types["MOBILE"] <= sum(types.values()) // 2


@pytest.mark.parametrize("name", SAMPLED)
def test_the_sampled_sets_cards_come_from_issuer_ranges_no_earlier_set_used_and_ibans_by_country_length(name) \
        -> None:
    iban = pytest.importorskip("stdnum.iban")
    luhn = pytest.importorskip("stdnum.luhn")
    records = committed(name)
    cards = [r for r in records if r["kind"] == "card"]
    earlier = {r.get("brand", r["form"]) for e in earlier_sets(name) for r in committed(e) if r["kind"] == "card"}
    assert len({r["brand"] for r in cards}) >= 8 and earlier.isdisjoint(r["brand"] for r in cards)
    assert all(luhn.is_valid(ascii_digits(r["needles"][0])) for r in cards)
    ibans = [r for r in records if r["kind"] == "iban"]
    assert all(r["needles"][0][:2].upper() == r["country"] and iban.is_valid(re.sub(r"\s", "", r["needles"][0]))
               for r in ibans)  # v13: lower case; v33: over two lines
    assert len({r["country"] for r in ibans}) >= 10       # is_valid checks each country's length and structure


@pytest.mark.parametrize("name", SAMPLED)
@pytest.mark.parametrize("platform", ["discord", "slack", "telegram"])
def test_the_sampled_sets_mentions_are_read_from_their_native_places(heldout_writers, tmp_path: Path, name,
                                                                     platform) -> None:
    """Each mention reaches the reader's text: Discord and Slack markdown around a mention, a Slack attachment
    or file title, Telegram entities of types no earlier set used (v5: bold, spoiler, ...; v6: pre, cashtag, ...)."""
    mine, _, texts, path = later_export(name, platform, heldout_writers, tmp_path)
    shown = [r["needles"][0] for r in mine if "<" not in r["needles"][0]]
    spaced = [" ".join(text.split()) for text in texts]      # v33: a message's line breaks as the reader keeps them
    assert [value for value in shown if not any(" ".join(value.split()) in text for text in spaced)] == []
    if platform == "telegram":
        messages = json.loads(path.read_text())["messages"]
        entities = Counter(p["type"] for m in messages if isinstance(m["text"], list) for p in m["text"]
                           if isinstance(p, dict))
        assert TELEGRAM_ENTITIES[name] <= set(entities)


# ------------------------------------------------------------------------------------------- the seventh set

DETECTORS = ("microsoft/presidio:", "Yelp/detect-secrets:", "LeapBeyond/scrubadub:", "getsentry/relay:",
             "gitleaks/gitleaks:")      # the PII and secret detectors whose own tests and rules v7's forms come from


def test_the_seventh_set_forms_come_from_detectors_tests_and_its_hosts_are_half_new_channels(heldout_builders) \
        -> None:
    """Every v7 plant, mention, look-alike and technical line names a detector's test or rule file; each claimed
    kind draws on at least two forms and every secret service is one no earlier set named; host lines are half
    from new-channels (Channel Two, Rust) and half from #ubuntu, for the plants, the mentions and the real lines."""
    records = committed("v7")
    named = [r for r in records if r["group"] in ("planted", "negative", "technical", "export")]
    assert [r["form"] for r in named if not r["source"].startswith(DETECTORS)] == []
    assert all(re.search(r"(^|/)(tests?|rules)/|_test\.|/regexes\.rs$", r["source"].split(":", 1)[1]) for r in named)
    assert len({r["source"] for r in records if r["group"] == "planted"}) >= 15
    earlier = " ".join(line for e in earlier_sets("v7") for line in DATA[e].read_text(encoding="utf-8").splitlines()
                       if '"kind": "secret"' in line)
    prefixes = heldout_builders["v7"].SERVICE_PREFIXES
    tokens = [r["needles"][0] for r in records if r["kind"] == "secret" and "gitleaks" in r["source"]]
    assert tokens and [t for t in tokens if not t.startswith(prefixes)] == []
    assert len(prefixes) >= 6 and [p for p in prefixes if p in earlier] == []
    for group in ("planted", "export", "real"):
        files = Counter(r["file"].split("/")[0] for r in records if r["group"] == group)
        assert set(files) == {"new-channels", "irc-disentanglement"}
        assert abs(files["new-channels"] - files["irc-disentanglement"]) <= 1
    rust = sum("/rust/" in r["file"] for r in records if "file" in r)
    two = sum("/channel-two/" in r["file"] for r in records if "file" in r)
    assert rust > 0 and two > 0


@pytest.mark.parametrize("platform", ["discord", "slack", "telegram"])
def test_the_seventh_set_mentions_reach_the_reader_from_places_no_earlier_set_used(heldout_writers, tmp_path: Path,
                                                                                   platform) -> None:
    """v7's mentions are written where the readers read and no earlier set wrote: a Discord attachment's file
    name (the content empty), a Slack edit (`message_changed`, the first text gone) and file comment, a Telegram
    `saved_from` forward, a message `via_bot`, a photo's caption and a poll's question; each plant shown as text
    reaches the reader's text."""
    mine, shown, raw, flat, places = native_places("v7", platform, heldout_writers, tmp_path)
    earlier = {r["setup"].get("place", "") for e in earlier_sets("v7") for r in committed(e) if r["group"] == "export"}
    new = {"discord": {"attachment-name"}, "slack": {"edit", "comment"},
           "telegram": {"saved", "via_bot", "caption", "poll"}}[platform]
    assert new <= set(places) and new.isdisjoint(earlier) and all(places[p] >= 6 for p in new)
    if platform == "discord":
        messages = raw[0]["messages"]
        assert sum(bool(m.get("attachments")) and not m["content"] for m in messages) == places["attachment-name"]
    if platform == "slack":
        assert flat.count('"subtype": "message_changed"') == places["edit"]
        assert flat.count('"subtype": "file_comment"') == places["comment"]
        _, _, texts, _ = later_export("v7", platform, heldout_writers, tmp_path / "again")
        assert not any("one sec, typing on my phone" in text for text in texts)      # every edit folded
    if platform == "telegram":
        messages = raw[0]["messages"]
        for field, place in (("saved_from", "saved"), ("via_bot", "via_bot"), ("photo", "caption"), ("poll", "poll")):
            assert sum(field in m for m in messages) == places[place]
    assert len(shown) >= len(mine) // 2


# -------------------------------------------------------------------------------------------- the eighth set

def test_the_eighth_set_forms_name_documents_its_positions_are_new_and_its_hosts_are_split(heldout_builders) -> None:
    """Every v8 plant, mention, look-alike and technical line names a standard or the issuer's own document; each
    position of the method (first token, backticks, quotes, parentheses, angle brackets, a markdown link, JSON,
    YAML, a program's log line, punctuation after, two values in one line, ...) holds plants of several kinds, a
    `first` plant starts its message; every vendor token has its service's documented prefix and no earlier set
    named the service; most nicks speak in the host's own log; cards are grouped as ISO/IEC 7812 groups their
    length; host lines are half from new-channels and half from #ubuntu for the plants and the mentions, and
    neither side holds less than two fifths of the real lines."""
    builder, records = heldout_builders["v8"], committed("v8")
    named = [r for r in records if r["group"] in ("planted", "negative", "technical", "export")]
    assert [r["form"] for r in named if not DOCUMENT.match(r["source"])] == []
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(r["position"] in builder.POSITIONS for r in placed)
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and sum(len(k) >= 3 for k in kinds.values()) >= 8
    assert all(r["at"] == 0 and r["span"][0] <= 6 for r in placed if r["position"] == "first")
    assert len({r["source"] for r in records if r["group"] == "planted"}) >= 20
    earlier = " ".join(line for e in earlier_sets("v8") for line in DATA[e].read_text(encoding="utf-8").splitlines()
                       if '"kind": "secret"' in line)
    prefixes = builder.SERVICE_PREFIXES
    tokens = [r["needles"][0] for r in records if r["kind"] == "secret" and r["source"].startswith("https://")]
    assert len(tokens) >= 36 and [t for t in tokens if not any(p in t for p in prefixes)] == []
    assert len(prefixes) >= 10 and [p for p in prefixes if p in earlier] == []
    nicks = [r for r in records if r["kind"] == "nick"]
    assert sum(r.get("log_nick", False) for r in nicks) >= len(nicks) // 2
    for r in (r for r in nicks if r.get("log_nick")):
        assert f"<{r['needles'][0]}> " in (SHARED / r["file"]).read_text(encoding="utf-8", errors="replace")
    for r in (r for r in records if r["kind"] == "card"):
        digits = re.sub(r"\D", "", r["needles"][0])
        groups = tuple(len(g) for g in re.split(r"[ -]", r["needles"][0]))
        assert groups in ((len(digits),), builder.GROUPING[len(digits)])
    for group in ("planted", "export"):
        files = Counter(r["file"].split("/")[0] for r in records if r["group"] == group)
        assert set(files) == {"new-channels", "irc-disentanglement"}
        assert abs(files["new-channels"] - files["irc-disentanglement"]) <= 1
    real = Counter(r["file"].split("/")[0] for r in records if r["group"] == "real")
    assert min(real.values()) >= 2 * sum(real.values()) // 5


@pytest.mark.parametrize("platform", ["discord", "slack"])
def test_the_eighth_set_mentions_reach_the_reader_from_a_sticker_and_a_pretext(heldout_writers, tmp_path: Path,
                                                                               platform) -> None:
    """v8's new places: a Discord sticker's `name` (the message's content empty) and a Slack attachment's
    `pretext` (no fallback nor text, the message's text empty); no earlier set wrote either, and each such
    message reaches the reader's text (the plant's words after its first, a raw Slack mention being shown as
    `@name`)."""
    mine, _, raw, flat, places = native_places("v8", platform, heldout_writers, tmp_path)
    earlier = {r["setup"].get("place", "") for e in earlier_sets("v8") for r in committed(e) if r["group"] == "export"}
    new = {"discord": "sticker", "slack": "pretext"}[platform]
    assert places[new] >= 5 and new not in earlier
    if platform == "discord":
        messages = raw[0]["messages"]
        assert sum(bool(m.get("stickers")) and not m["content"] for m in messages) == places[new]
    else:
        assert flat.count('"pretext": ') == places[new] and '"fallback"' not in flat.split('"pretext"')[1][:200]
    _, _, texts, _ = later_export("v8", platform, heldout_writers, tmp_path / "again")
    hosts = [r["plant"].strip().split(" ", 1)[1][:20] for r in mine if r["setup"].get("place") == new]
    assert [h for h in hosts if not any(h in text for text in texts)] == []


# --------------------------------------------------------------------------------------------- the ninth set

def test_the_ninth_set_forms_come_from_man_pages_in_paste_positions_and_its_hosts_from_three_pools(
        heldout_builders) -> None:
    """Every v9 plant, mention, look-alike and technical line names the man page of the file or output format it
    pastes (`fstab(5)`), or says the page is not installed here and names the upstream document, or names the
    format's own document; most plants name an installed man page. Each position of the method (a ` | ` or
    multi-line paste, after a prompt, `key = value`, `key: value`, `KEY=value`, a table column, a timestamped log
    line) holds plants of at least three kinds, and a multi-line paste follows its host line's words. Secrets carry
    the prefixes of services no earlier set named; phone numbers are of number types beside mobile and fixed line;
    IPv4, IPv6 and MAC values sit in the blocks, prefixes and vendor OUIs the builder names, none an earlier MAC's
    OUI; most nicks speak in the host's own log; the plants and mentions sit in thirds in the quietest #ubuntu
    days, the shared irclogs days and new-channels."""
    builder, records = heldout_builders["v9"], committed("v9")
    named = [r for r in records if r["group"] in ("planted", "negative", "technical", "export")]
    assert [r["form"] for r in named if not (MAN_PAGE.match(r["source"]) or DOCUMENT.match(r["source"]))] == []
    planted = [r for r in records if r["group"] == "planted"]
    assert sum(bool(re.fullmatch(r"[a-z][\w.+-]*\([158]\)", r["source"])) for r in planted) >= len(planted) // 2
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(r["position"] in builder.POSITIONS for r in placed)
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert {p for p in builder.POSITIONS if p != "prose"} <= {p for p, k in kinds.items() if len(k) >= 3}
    assert all(r["at"] == r["length"] for r in planted if "\n" in r["plant"] and "file" in r)
    assert not set(kinds) & {"backticks", "code-fence", "quotes", "markdown-link", "json", "yaml"}
    earlier = " ".join(line for e in earlier_sets("v9") for line in DATA[e].read_text(encoding="utf-8").splitlines()
                       if '"kind": "secret"' in line)
    prefixes = builder.SERVICE_PREFIXES
    tokens = [r["needles"][0] for r in planted if r["kind"] == "secret" and r["needles"][0].startswith(prefixes)]
    assert len(tokens) >= 16 and len(prefixes) >= 10 and [p for p in prefixes if p in earlier] == []
    types = Counter(r["type"] for r in planted if r["kind"] == "phone")
    assert {"PAGER", "SHARED_COST"} <= set(types) and not {"MOBILE", "FIXED_LINE"} & set(types)
    assert all(r["needles"][0].rsplit(".", 2)[0] in builder.V4_BLOCKS for r in planted if r["kind"] == "ipv4")
    assert all(r["needles"][0].startswith(builder.V6_PREFIXES) for r in planted if r["kind"] == "ipv6")
    before = {n.lower() for e in earlier_sets("v9") for r in committed(e) for n in r.get("needles", [])}
    assert [p for p in builder.V6_PREFIXES if any(p in n for n in before)] == []
    assert [b for b in builder.V4_BLOCKS if any(n.startswith(b + ".") for n in before)] == []
    macs = [r["needles"][0].lower() for r in planted if r["kind"] == "mac"]
    old = {re.sub(r"[^0-9a-f]", "", r["needles"][0].lower())[:6] for e in earlier_sets("v9") for r in committed(e)
           if r["kind"] == "mac"}
    assert all(m[:8] in builder.OUIS for m in macs) and old.isdisjoint(m[:8].replace(":", "") for m in macs)
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(r.get("log_nick", False) for r in nicks) >= len(nicks) // 2
    for r in (r for r in nicks if r.get("log_nick")):
        assert f"<{r['needles'][0]}> " in (SHARED / r["file"]).read_text(encoding="utf-8", errors="replace")
    for group in ("planted", "export"):
        files = Counter(r["file"].split("/")[0] for r in records if r["group"] == group)
        assert set(files) == {"new-channels", "irc-disentanglement", "irclogs"}
        assert max(files.values()) - min(files.values()) <= 1


# --------------------------------------------------------------------------------------------- the tenth set

def test_the_tenth_set_speaks_the_channels_other_languages_with_values_in_their_national_conventions(
        heldout_builders) -> None:
    """Every v10 plant and mention is said in one of the ten languages (`lang`), and each language holds plants
    of every claimed kind; every plant, mention, look-alike and technical line names the document of its
    convention; each position of the method (inside a sentence, at its start, after a colon, before a full stop
    or question mark, inside the language's own punctuation) holds plants of at least three kinds. Phone numbers
    are valid for their region, a country of the form's language, and spelled the national way (no `+` but the
    German `+49 (0)`); IBANs are of the language's countries in groups of four; home paths carry the language's
    folder names; people come from locales the docstring names, and most nicks speak in the host's own log."""
    phonenumbers = pytest.importorskip("phonenumbers")
    builder, records = heldout_builders["v10"], committed("v10")
    langs = builder.LANGS
    assert set(langs) == {"es", "pt", "de", "fr", "ru", "it", "pl", "tr", "id", "hi"}
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(r["lang"] in langs for r in placed)
    planted = [r for r in records if r["group"] == "planted"]
    per_lang: dict[str, set] = {}
    for r in planted:
        per_lang.setdefault(r["lang"], set()).add(r["kind"])
    assert {lang: kinds for lang, kinds in per_lang.items() if kinds != set(PLANTED_KINDS)} == {}
    assert set(per_lang) == set(langs)
    assert {p["lang"] for p in (r for r in records if r["group"] == "export")} == set(langs)
    named = [r for r in records if r["group"] in ("planted", "negative", "technical", "export")]
    assert [r["form"] for r in named if not (DOCUMENT.match(r["source"]) or CONVENTION.match(r["source"])
                                             or r["group"] == "negative")] == []
    assert all(r["source"] for r in named)
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    for r in (r for r in planted if r["kind"] == "phone"):
        lang = langs[r["lang"]]
        assert r["region"] in {region for region, _ in lang.phones} | ({"DE"} if r["lang"] == "de" else set())
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        assert not r["needles"][0].startswith("+") or r["needles"][0].startswith("+49 (0)")
    assert len({r["region"] for r in planted if r["kind"] == "phone"}) >= 15
    for r in (r for r in planted if r["kind"] == "iban"):
        assert r["country"] in langs[r["lang"]].ibans
    spaced = [r for r in planted if r["kind"] == "iban" and " " in r["needles"][0]]
    assert len(spaced) >= len([r for r in planted if r["kind"] == "iban"]) * 3 // 4
    assert all(re.fullmatch(r"[A-Z]{2}\d{2}( [A-Z0-9]{4})*( [A-Z0-9]{1,4})?", r["needles"][0]) for r in spaced)
    folders = {lang.folder for lang in langs.values()}
    homes = [r for r in planted if r["kind"] == "home_path"]
    assert all(any(f in r["plant"] for f in folders) for r in homes)
    assert any(not r["needles"][0].isascii() for r in homes)
    side = {r["form"]: r["value"] for r in records if r["group"] == "side"}
    assert not side["export-path-home"].isascii() and side["discord-group-dm-name"].startswith("Familia ")
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(r.get("log_nick", False) for r in nicks) >= len(nicks) // 2
    cards = [r for r in planted if r["kind"] == "card"]
    assert {r["brand"] for r in cards} == {lang.card[0] for lang in langs.values()}
    before = {n.lower() for e in earlier_sets("v10") for r in committed(e) for n in r.get("needles", [])}
    old = {re.sub(r"[^0-9a-f]", "", r["needles"][0].lower())[:6] for e in earlier_sets("v10") for r in committed(e)
           if r["kind"] == "mac"}
    for lang in langs.values():              # the addresses' blocks, prefixes and OUIs are none an earlier set used
        assert not any(lang.v6 in n for n in before) and old.isdisjoint({lang.oui.replace(":", "")})
        assert not any(n.startswith(block + ".") for block in lang.v4 for n in before)
    assert all(re.sub(r"\D", "", r["needles"][0]).startswith(langs[r["lang"]].card[1]) for r in cards)


# ------------------------------------------------------------------------------------------- the eleventh set

FORMAT_CHARS = dict.fromkeys(map(ord, "\u200b\u00ad"))                 # zero width space, soft hyphen: dropped
GLUE = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2011": "-", "\u2013": "-"})


def decoded(value: str) -> str:
    """What a reader makes of an encoded value: percent-decoding (RFC 3986), character references (HTML 5), NFKC
    (fullwidth forms, TR#15), format characters dropped and non-breaking spaces and dashes read as plain ones."""
    import html
    import unicodedata
    from urllib.parse import unquote
    return unicodedata.normalize("NFKC", html.unescape(unquote(value))).translate(FORMAT_CHARS).translate(GLUE)


def test_the_eleventh_set_encodes_its_values_as_programs_do_and_each_decodes_to_a_valid_value(heldout_builders) \
        -> None:
    """Every v11 form names the document of its encoding and a position (`POSITIONS`, each used); every planted
    value, decoded as a reader would (percent-encoding, character references, fullwidth forms, zero-width and
    non-breaking characters), is a valid value of its kind: an e-mail address, a number valid in its region, a
    global IPv4 / IPv6 address, a MAC, a Luhn-valid card, a mod-97 IBAN; people come from Faker locales none of v3-v10
    drew people from; and the values reach the log in encodings,
    not only as typed (a sixth of them, of fifteen forms, differ from their decoded form); a value both link text
    and target, or written twice in two encodings, is there twice once decoded."""
    import ipaddress

    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v11"], committed("v11")
    lines = [form for forms in builder.FORMS.values() for form in forms]
    assert all(names_its_source("v11", form.source) for form in lines)
    assert {form.position for form in lines} == set(builder.POSITIONS)
    assert all(r["position"] in builder.POSITIONS for r in records if r["group"] in ("planted", "export"))
    planted = [r for r in records if r["group"] == "planted"]
    invalid = []
    for r in planted:
        value = decoded(r["needles"][0])
        ok = {"email": lambda v: re.fullmatch(r"[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+", v) is not None,
              "phone": lambda v, r=r: phonenumbers.is_valid_number(phonenumbers.parse(v, r["region"])),
              "ipv4": lambda v: ipaddress.IPv4Address(v).is_global,
              "ipv6": lambda v: ipaddress.IPv6Address(v).is_global,
              "mac": lambda v: re.fullmatch(r"(?i)[0-9a-f]{2}([:-][0-9a-f]{2}){5}", v) is not None,
              "card": lambda v: luhn.is_valid(re.sub(r"\D", "", v)),
              "iban": lambda v: iban.is_valid(v)}.get(r["kind"], lambda v: bool(v))(value)
        if not ok:
            invalid.append((r["form"], r["needles"][0]))
    assert invalid == []
    encoded = [r for r in planted if decoded(r["needles"][0]) != r["needles"][0]]
    assert len(encoded) >= len(planted) // 6 and len({r["form"] for r in encoded}) >= 15
    def key(text: str) -> str:
        return re.sub(r"[\W_]", "", decoded(text).lower())
    twice = [r for r in planted if r["position"] in ("link-text-and-target", "twice-two-encodings")]
    assert len(twice) >= 20 and [r["form"] for r in twice if key(r["plant"]).count(key(r["needles"][0])) < 2] == []
    used = {loc for n in ("v3", "v4", "v6", "v7", "v8", "v9") for loc in heldout_builders[n].PEOPLE_LOCALES}
    used |= set(heldout_builders["v5"].LOCALES) | {lang.people[1] for lang in heldout_builders["v10"].LANGS.values()}
    locales = {r["locale"] for r in planted if "locale" in r}
    assert len(locales) >= 6 and locales.isdisjoint(used | {"fr_CA", "fr_QC"})      # fr_QC: Faker's alias of fr_CA


# ------------------------------------------------------------------------------------------- the twelfth set

def test_the_twelfth_set_speaks_in_the_scripts_of_asia_africa_and_the_middle_east_with_national_conventions(
        heldout_builders) -> None:
    """Every v12 plant and mention is said in one of the builder's languages (`lang`), each a language of Asia, Africa
    or the Middle East, and every carrier phrase but those of the Latin-script ones (Vietnamese, Swahili, Yoruba,
    Hausa, Filipino) holds its script's own letters; each language holds plants of at least three kinds; every form
    names a convention's document and a position (`POSITIONS`, each holding plants of three kinds or more; a glued
    value, or the path or address around it, touches a character of the script, no space between). Phone
    numbers are valid for their region once their digits are read as ASCII ones (and as written: `phonenumbers`
    reads any decimal digit), a region of the form's language, and a quarter of them are written in native digits;
    at least eight regions are ones no earlier set used; a card is written in Persian digits and passes Luhn read as
    0-9; home paths hold a user name in its script; people come from Faker locales none of v3-v11 drew people from
    for the languages that have one."""
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn = pytest.importorskip("stdnum.luhn")
    builder, records = heldout_builders["v12"], committed("v12")
    langs = builder.LANGS
    assert len(langs) >= 17 and {"zh-hans", "zh-hant", "ja", "ko", "th", "ar-eg", "ar-sa", "ar-ma", "fa", "he", "ur", "bn",
                                 "hi", "ta", "am", "sw", "yo", "ha", "fil", "vi"} <= set(langs)
    latin = {"vi", "sw", "yo", "ha", "fil"}
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(r["lang"] in langs for r in placed)
    planted = [r for r in records if r["group"] == "planted"]
    hosts = resolved([r for r in placed if "file" in r], heldout_builders["v1"].file_lines) if SHARED.is_dir() else {}
    for r in (r for r in placed if r["lang"] not in latin):      # the script's letters: in the phrase, not the host
        host = hosts.get((r.get("file"), r.get("line")), "")
        assert [c for c in r["plant"] if ord(c) > 0x2FF and c.isalpha() and c not in host], r["form"]
    per_lang: dict[str, set] = {}
    for r in planted:
        per_lang.setdefault(r["lang"], set()).add(r["kind"])
    assert set(per_lang) == set(langs) and {lang: k for lang, k in per_lang.items() if len(k) < 3} == {}
    lines = [form for forms in builder.FORMS.values() for form in forms]
    assert all(DOCUMENT.match(form.source) for form in lines)
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    glued = [r for r in placed if r["position"] == "no-space-glued"]        # the script touches the value's text
    touching = re.compile(r"[^\x00-\u02ff\s][\x21-\x7e]|[\x21-\x7e][^\x00-\u02ff\s]")
    def touches(r: dict) -> bool:
        after = r["plant"][r["span"][1]:r["span"][1] + 1]
        return bool(touching.search(r["plant"])) or (not r["needles"][0].isascii() and after.strip() != "")
    assert len(glued) >= 40 and [r["form"] for r in glued if not touches(r)] == []
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        assert r["region"] in langs[r["lang"]].phones
        for value in (r["needles"][0], ascii_digits(r["needles"][0])):
            parsed = phonenumbers.parse(value, r["region"])
            assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    assert sum(not r["needles"][0].isascii() for r in phones) >= len(phones) // 4
    before = {r["region"] for e in earlier_sets("v12") if e not in ("v1", "v2") for r in committed(e)
              if r["kind"] == "phone"}
    assert len({r["region"] for r in phones} - before) >= 8
    cards = [r for r in planted if r["kind"] == "card"]
    native = [r for r in cards if not r["needles"][0].isascii()]
    assert native and all(luhn.is_valid(ascii_digits(r["needles"][0])) for r in native)
    homes = [r for r in planted if r["kind"] == "home_path"]
    assert sum(not r["needles"][0].isascii() for r in homes) >= len(homes) * 3 // 4
    used = {loc for n in ("v3", "v4", "v6", "v7", "v8", "v9", "v11") for loc in heldout_builders[n].PEOPLE_LOCALES}
    own = {lang.people for code, lang in langs.items() if code not in latin | {"am", "vi"}}
    assert own.isdisjoint(used) and len(own) >= 12
    side = {r["form"]: r["value"] for r in records if r["group"] == "side"}
    assert all(not value.isascii() for value in side.values())


# ------------------------------------------------------------------------------------------- the thirteenth set

def test_the_thirteenth_set_types_its_values_as_hurried_people_do_and_each_stays_valid(heldout_builders) -> None:
    """Every v13 plant and mention names its habit's page (a document or thread) and a position (`POSITIONS`, each
    holding plants of three kinds or more); no mention is the client's `<@id>` syntax and each platform has one at a
    line end inside a multi-line message; every planted form names its habit and no value is written in the one
    clean form: phones are valid for their region as written, none in `phonenumbers`' own national or international
    format, and a third keep the trunk zero after the country code, lack the `+` or glue an extension; cards pass Luhn
    with mixed, doubled or no separators, none in even groups of four joined by one separator; IBANs pass mod 97 and
    their country's length however cased and spaced, a third in lower case and none in the printed form; e-mail
    addresses hold capitals or typo'd provider domains or glued punctuation; MACs are never in the six-pair colon
    form of one case; most nicks are log nicks retyped (re-cased, a letter dropped or swapped, `|afk`, `_` toggled);
    people come from Faker locales no earlier builder drew people from."""
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v13"], committed("v13")
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    exports = [r for r in placed if r["group"] == "export"]           # typed by hand: never the client's syntax
    assert [r["form"] for r in exports if "<@" in r["plant"]] == []
    assert {r["platform"] for r in exports if r["position"] == "line-end" and "\n" in r["plant"][r["span"][1]:]} \
        == {"discord", "slack", "telegram"}
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    phones = [r for r in planted if r["kind"] == "phone"]
    fmt = phonenumbers.PhoneNumberFormat
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        assert r["needles"][0] not in {phonenumbers.format_number(parsed, f) for f in (fmt.NATIONAL, fmt.INTERNATIONAL)}
    odd = [r for r in phones if re.search(r"^\+\d+ 0|x\d+$", r["needles"][0]) or r["needles"][0].isdigit()]
    assert len(odd) >= len(phones) // 3
    cards = [r for r in planted if r["kind"] == "card"]
    assert all(luhn.is_valid(ascii_digits(r["needles"][0])) for r in cards)
    even = re.compile(r"^\d{4}([ -])\d{4}\1\d{4}\1\d{4}$")
    assert sum(bool(even.match(r["needles"][0])) for r in cards) <= len(cards) // 8       # only the bracketed form
    ibans = [r for r in planted if r["kind"] == "iban"]
    assert all(iban.is_valid(r["needles"][0]) and r["needles"][0][:2].upper() == r["country"] for r in ibans)
    assert sum(r["needles"][0][2:].lower() == r["needles"][0][2:] for r in ibans) >= len(ibans) // 4
    assert len({r["country"] for r in ibans}) >= 12
    mails = [r for r in planted if r["kind"] == "email"]
    typos = set(builder.TYPO_DOMAINS)
    assert all(r["needles"][0] != r["needles"][0].lower() or r["needles"][0].split("@")[1] in typos
               or r["plant"][r["span"][1]:r["span"][1] + 1] in ".;)>" or r["plant"][r["span"][0] - 1] in ",(<"
               for r in mails)
    macs = [r["needles"][0] for r in planted if r["kind"] == "mac"]
    assert [m for m in macs if re.fullmatch(r"[0-9a-f]{2}(:[0-9a-f]{2}){5}|[0-9A-F]{2}(:[0-9A-F]{2}){5}", m)] \
        == [m for m in macs if m.isupper()]                          # only the bracketed upper-case form
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    assert sum(r["needles"][0] not in r["names"] for r in nicks) >= len(nicks) // 2       # retyped, not as logged
    used = {loc for n in ("v3", "v4", "v6", "v7", "v8", "v9", "v11") for loc in heldout_builders[n].PEOPLE_LOCALES}
    used |= {lang.people for lang in heldout_builders["v12"].LANGS.values()}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used | {"fr_CA", "fr_QC"}) and len(builder.PEOPLE_LOCALES) >= 6


# ------------------------------------------------------------------------------------------ the fourteenth set

def test_the_fourteenth_set_is_an_auditors_sample_mostly_plain_in_the_proportions_decided_first(heldout_builders) \
        -> None:
    """v14 decided its proportions before writing values (`PLAIN_SHARE`): every claimed kind and every platform's
    mentions hold three quarters `plain` plants and one quarter `harder` ones, each harder form naming what makes it so
    (`HARD_WAYS`: typo, obfuscation, encoding, language, script, paste), spread so that no one way holds half of them;
    every plant and mention names its document and a position (`POSITIONS`, each holding three kinds or more). The
    plain plants are the clean, everyday spellings and each value stays valid: phones valid for their region and in
    `phonenumbers`' own national, international or E.164 form; IPv4 and IPv6 global; MACs six pairs of one separator;
    e-mail a plain address; cards pass Luhn, IBANs mod 97 and their country's length. Nicks are the host log's own,
    addressed, thanked and in their variants (`_`, `2`, `-laptop`, `|away`); mentions are both the clients' syntax
    (`<@id>`, `<@!id>`, `<@U..>`, `<@U..|name>`, Telegram entities) and typed `@handle`s; people come from Faker
    locales no earlier builder drew people from."""
    import ipaddress

    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v14"], committed("v14")
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    for kind in PLANTED_KINDS + MENTION_KINDS:
        mine = [r for r in placed if r["kind"] == kind]
        tiers = Counter(r["tier"] for r in mine)
        assert set(tiers) == set(builder.TIERS) and tiers["plain"] == len(mine) * builder.PLAIN_SHARE, kind
        assert all((r["tier"] == "harder") == (r["hard"] in builder.HARD_WAYS) for r in mine), kind
    ways = Counter(r["hard"] for r in placed if r["tier"] == "harder")
    assert len(ways) >= 5 and max(ways.values()) <= sum(ways.values()) // 2
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    plain = [r for r in records if r["group"] == "planted" and r["tier"] == "plain"]
    fmt = phonenumbers.PhoneNumberFormat
    for r in [r for r in records if r["kind"] == "phone"]:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        assert r["needles"][0] in {phonenumbers.format_number(parsed, f) for f in (fmt.NATIONAL, fmt.INTERNATIONAL,
                                                                                  fmt.E164)}
    for r in plain:
        value = r["needles"][0]
        if r["kind"] in ("ipv4", "ipv6"):
            assert ipaddress.ip_address(value).is_global, value
        if r["kind"] == "mac":
            assert re.fullmatch(r"[0-9a-fA-F]{2}([:-])[0-9a-fA-F]{2}(\1[0-9a-fA-F]{2}){4}", value), value
        if r["kind"] == "email":
            assert re.fullmatch(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", value), value
    assert all(luhn.is_valid(re.sub(r"\D", "", r["needles"][0])) for r in records if r["kind"] == "card")
    assert all(iban.is_valid(r["needles"][0]) for r in records if r["kind"] == "iban")
    nicks = [r for r in records if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    assert {suffix for r in nicks for suffix in ("_", "2", "-laptop", "|away")
            if r["needles"][0] == r["names"][0].rstrip("_") + suffix or r["needles"][0] == r["names"][0] + "_"} \
        >= {"2", "-laptop", "|away"}
    exports = [r for r in placed if r["group"] == "export"]
    shown = {r["platform"]: set() for r in exports}
    for r in exports:
        client = r["setup"].get("entity", [""])[0] in ("mention_name", "text_mention", "text_link")
        shown[r["platform"]].add("client" if r["needles"][0].startswith("<@") or client else "typed")
    assert all(both == {"client", "typed"} for both in shown.values())     # a typed @handle: Telegram's `mention`
    assert any(r["needles"][0].startswith("<@!") for r in exports) and any("|" in r["needles"][0] for r in exports)
    used = {loc for n in ("v3", "v4", "v6", "v7", "v8", "v9", "v11", "v13") for loc in heldout_builders[n].PEOPLE_LOCALES}
    used |= {lang.people for lang in heldout_builders["v12"].LANGS.values()}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used) and len(builder.PEOPLE_LOCALES) >= 6


# ------------------------------------------------------------------------------------------- the fifteenth set

def test_the_fifteenth_set_gives_its_values_bare_and_each_still_reads_as_its_kind(heldout_builders) -> None:
    """Every v15 planted form's carrier phrase names nothing of its value's kind (no word of `BARE_WORDS`: no network,
    phone, password, card, bank, MAC, mail or name word; a home path's own `/home/` aside) and names its habit and a
    public page or thread (`DOCUMENT`); every position (`POSITIONS`) holds plants of three kinds or more and every
    kind stands at three positions or more; mentions are typed bare (no `@`, never the client's `<@id>`), one per
    platform at a line end inside a multi-line message. Each value still reads as its kind: phone numbers valid for
    their region as written and spelled with a separator (space, dot, dash) or `+`, global IPv4 / IPv6 addresses, MACs of six pairs,
    passwords of 10+ characters and three character classes or tokens with their issuer's prefix, e-mail addresses at
    a provider's domain, cards passing Luhn, IBANs mod 97 and their country's length; most nicks speak in the host's
    own log; people come from Faker locales no earlier builder drew people from."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v15"], committed("v15")
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 3 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    assert {r["platform"] for r in exports if r["position"] == "line-end" and "\n" in r["plant"][r["span"][1]:]} \
        == {"discord", "slack", "telegram"}
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    for r in (r for r in planted if r["kind"] == "phone"):
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        assert re.search(r"^\+|\d[ .-]\d", r["needles"][0])
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"])
    assert all(re.fullmatch(r"[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}", v) for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    assert all(v.startswith(("ghp_", "xoxb-", "glpat-")) or
               (len(v) >= 10 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    assert all(v.split("@")[1] in builder.EMAIL_DOMAINS for v in by_kind["email"])
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"]) and len({v[:2] for v in by_kind["iban"]}) >= 12
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    used = {loc for n in ("v3", "v4", "v6", "v7", "v8", "v9", "v11", "v13") for loc in heldout_builders[n].PEOPLE_LOCALES}
    used |= {lang.people for lang in heldout_builders["v12"].LANGS.values()}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used | {"fr_CA", "fr_QC"}) and len(builder.PEOPLE_LOCALES) >= 6
    assert {r["locale"] for r in planted if r.get("locale")} == set(builder.PEOPLE_LOCALES)


# ------------------------------------------------------------------------------------------ the sixteenth set

def test_the_sixteenth_set_is_a_second_auditors_sample_in_the_proportions_it_decided_first(heldout_builders) -> None:
    """v16 decided its proportions before writing values (`PLAIN_SHARE`, `SCHEDULE`): every claimed kind and every
    platform's mentions hold five sixths `plain` plants and one sixth `harder` ones, each harder form naming what makes
    it so (`HARD_WAYS`), spread so that no one way holds half of them; every form names a public page, thread or
    document (`DOCUMENT`) and its habit; every position (`POSITIONS`) holds plants of three kinds or more. The project's
    definitions hold: PGP and SSH host key fingerprints are planted as secrets (never technical), the MAC-derived
    link-local addresses (`ff:fe` in the middle) as IPv6, and every other IPv6 / IPv4 plant is global. Values stay
    valid: phones for their region as written, in `phonenumbers`' own spellings (those in French words from France's
    overseas plans); MACs in six pairs or Cisco triples;
    cards pass Luhn, IBANs mod 97; nicks are mostly the host log's own and appear in their variants (`_`, `|away`, `2`,
    `-laptop`); mentions are both the clients' syntax and typed; people come from mimesis locales none drew from."""
    import ipaddress

    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v16"], committed("v16")
    assert builder.SCHEDULE.count("plain") == len(builder.SCHEDULE) * builder.PLAIN_SHARE
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    for kind in PLANTED_KINDS + MENTION_KINDS:
        mine = [r for r in placed if r["kind"] == kind]
        tiers = Counter(r["tier"] for r in mine)
        assert set(tiers) == set(builder.TIERS) and tiers["plain"] == len(mine) * builder.PLAIN_SHARE, kind
        assert all((r["tier"] == "harder") == (r["hard"] in builder.HARD_WAYS) for r in mine), kind
        assert len({r["form"] for r in mine if r["tier"] == "plain"}) >= 8, kind
    ways = Counter(r["hard"] for r in placed if r["tier"] == "harder")
    assert len(ways) >= 5 and max(ways.values()) <= sum(ways.values()) // 2
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    secrets = {r["form"] for r in planted if r["kind"] == "secret"}
    assert {"dpo-secret-pgp-fpr", "dpo-secret-ssh-host-fpr"} <= secrets
    assert not [s for s in builder.TECHNICAL_SHAPES if re.search(r"(?i)pgp|gpg|fingerprint|ssh", s[0] + s[2])]
    for r in planted:
        value = r["needles"][0]
        if r["kind"] == "ipv4":
            assert ipaddress.IPv4Address(value).is_global, value
        if r["kind"] == "ipv6":
            address = ipaddress.IPv6Address(value)
            assert address.is_global or (address.is_link_local and address.exploded[27:32] == "ff:fe"), value
        if r["kind"] == "mac":
            assert re.fullmatch(r"[0-9a-fA-F]{2}([:-])[0-9a-fA-F]{2}(\1[0-9a-fA-F]{2}){4}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}",
                                value), value
        if r["kind"] == "email" and r["tier"] == "plain":
            assert value.split("@")[1] in builder.EMAIL_DOMAINS, value
    assert any(r["form"] == "dpo-v6-eui64-inet6" for r in planted)
    fmt = phonenumbers.PhoneNumberFormat
    for r in (r for r in planted if r["kind"] == "phone"):
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        assert r["needles"][0] in {phonenumbers.format_number(parsed, f) for f in (fmt.NATIONAL, fmt.INTERNATIONAL,
                                                                                  fmt.E164)}
    french = {r["region"] for r in planted if r["form"] == "dpo-phone-french"}      # French words, France's plans
    assert french == set(builder.FRENCH_REGIONS)
    assert all(luhn.is_valid(ascii_digits(r["needles"][0])) for r in planted if r["kind"] == "card")
    assert all(iban.is_valid(r["needles"][0]) for r in planted if r["kind"] == "iban")
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    assert {suffix for r in nicks for suffix in ("_", "2", "-laptop", "|away")
            if r["needles"][0] == r["names"][0] + suffix} == {"_", "2", "-laptop", "|away"}
    exports = [r for r in placed if r["group"] == "export"]
    shown = {r["platform"]: set() for r in exports}
    for r in exports:
        client = r["setup"].get("entity", [""])[0] in ("mention_name", "text_mention", "text_link")
        shown[r["platform"]].add("client" if r["needles"][0].startswith("<@") or client else "typed")
    assert all(both == {"client", "typed"} for both in shown.values())
    assert any(r["needles"][0].startswith("<@!") for r in exports) and any("|" in r["needles"][0] for r in exports)
    used = {loc for n in ("v3", "v4", "v6", "v7", "v8", "v9", "v11", "v13", "v14", "v15")
            for loc in heldout_builders[n].PEOPLE_LOCALES}
    used |= {lang.people for lang in heldout_builders["v12"].LANGS.values()}
    used |= set(heldout_builders["v5"].LOCALES) | {lang.people[1] for lang in heldout_builders["v10"].LANGS.values()}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used) and len(builder.PEOPLE_LOCALES) >= 6
    assert {r["locale"] for r in planted if r.get("locale")} == set(builder.PEOPLE_LOCALES)


# ------------------------------------------------------------------------------------------ the seventeenth set

def test_the_seventeenth_set_gives_its_values_bare_follows_the_definitions_and_each_reads_as_its_kind(
        heldout_builders) -> None:
    """Every v17 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v15's list and more) and every form names its habit and a public page or thread; every position holds
    plants of three kinds or more and every kind stands at three positions or more; each platform has a bare name
    alone on its own line inside a multi-line message and none is typed with `@` or the client's `<@id>`. The project's
    definitions are planted as personal: a PGP fingerprint and an SSH host key fingerprint (kind `secret`), a 32+
    character mixed-case token with no prefix (`secret`), a link-local address made from a MAC (`ipv6`, `ff:fe` in
    its middle, its MAC of one of the set's OUIs). Each value still reads as its kind: phones valid for their region as
    written, the regions none of v1-v15 used; IPv4 / other IPv6 global; MACs six pairs or Cisco's dotted threes;
    passwords of 10+ characters and three classes or tokens with an issuer's prefix; e-mail at the set's providers;
    cards pass Luhn, IBANs mod 97 in twelve countries; most nicks speak in the host's own log; people come from
    mimesis locales no earlier builder drew people from. Half the negatives or more stand in the plants' own carrier
    phrases, and no technical line holds a fingerprint (the project counts those as personal)."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v17"], committed("v17")
    assert set(heldout_builders["v15"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v17", r["source"]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 3 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    own_line = {r["platform"] for r in exports if r["position"] == "own-line"
                and f"\n{r['needles'][0]}\n" in r["plant"]}
    assert own_line == {"discord", "slack", "telegram"}
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    by_form = {r["form"]: r["needles"][0] for r in planted}
    assert re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){9}", by_form["secret-bare-pgp-signed-by"])
    assert re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", by_form["secret-bare-ssh-fingerprint"])
    tokens = [r["needles"][0] for r in planted if r["form"] == "secret-bare-random-32"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.fullmatch(r"[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}", v)
               and re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    assert all(v.startswith(("npm_", "hf_", "xoxp-", "github_pat_", "SHA256:")) or v in tokens
               or re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){9}", v)
               or (len(v) >= 10 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    earlier_regions = {r.get("region") for e in earlier_sets("v17") for r in committed(e)}
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        assert re.search(r"^\+|\d[ .-]\d", r["needles"][0])
    assert {r["region"] for r in phones}.isdisjoint(earlier_regions) and len({r["region"] for r in phones}) >= 12
    assert all(v.split("@")[1] in builder.EMAIL_DOMAINS for v in by_kind["email"])
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"]) and len({v[:2] for v in by_kind["iban"]}) == 12
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    used = {loc for n in ("v5", "v8") for loc in getattr(heldout_builders[n], "PEOPLE_LOCALES",
                                                           getattr(heldout_builders[n], "LOCALES", ()))}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used) and len(builder.PEOPLE_LOCALES) >= 6
    assert {r["locale"] for r in planted if r.get("locale")} == set(builder.PEOPLE_LOCALES)
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any("signed by" in line or "SHA256:" in line for _, _, line in builder.TECHNICAL_SHAPES)


# ------------------------------------------------------------------------------------------ the eighteenth set

def test_the_eighteenth_set_is_a_third_auditors_sample_in_the_proportions_it_decided_first(heldout_builders) -> None:
    """v18 decided its proportions before writing values (`PLAIN_SHARE`, `SCHEDULE`, `HARD_WAYS` largest share
    first): every claimed kind and every platform's mentions hold three quarters `plain` plants and one quarter
    `harder` ones; of the harder, pasted output lines are the largest share but under half, and the ways come in the
    order the builder declared. Every form names a public page, thread or document and its habit, every position
    holds plants of three kinds or more and every kind stands at four positions or more. The project's definitions
    hold: an OpenPGP key id and fingerprint and an SSH host key fingerprint are planted as secrets (no technical line
    holds one), a 32+ character mixed-case token is a secret, MAC-derived link-local addresses (`ff:fe`, one of the
    set's OUIs) are planted as IPv6 both typed plainly and in a pasted route line. Values stay valid: phones for
    their region as written, cards by Luhn, IBANs mod 97 in twelve countries, MACs in the set's OUIs, e-mail at the
    set's providers (or munged from one); nicks are mostly the host log's own and appear in their variants;
    mentions are both the clients' syntax and typed; people come from mimesis locales none drew from; half the
    negatives or more stand in the plants' own carrier phrases."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v18"], committed("v18")
    assert builder.SCHEDULE.count("plain") == len(builder.SCHEDULE) * builder.PLAIN_SHARE == 36
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    for kind in PLANTED_KINDS + MENTION_KINDS:
        mine = [r for r in placed if r["kind"] == kind]
        tiers = Counter(r["tier"] for r in mine)
        assert tiers == {"plain": len(mine) * builder.PLAIN_SHARE, "harder": len(mine) * (1 - builder.PLAIN_SHARE)}
        assert all((r["tier"] == "harder") == (r["hard"] in builder.HARD_WAYS) for r in mine), kind
        assert len({r["form"] for r in mine if r["tier"] == "plain"}) == builder.PLAIN_FORMS, kind
    ways = Counter(r["hard"] for r in placed if r["tier"] == "harder")
    assert set(ways) == set(builder.HARD_WAYS) and max(ways.values()) == ways["paste"] < sum(ways.values()) / 2
    assert [w for w in builder.HARD_WAYS if ways[w]] == sorted(builder.HARD_WAYS, key=lambda w: -ways[w])
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"0x[0-9A-F]{16}", v) for v in by_form["aud-secret-pgp-keyid"])
    assert all(re.fullmatch(r"[0-9A-F]{40}", v) for v in by_form["aud-secret-pgp-fpr-flat"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", v) for v in by_form["aud-secret-ssh-host-fpr"])
    assert all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t) and re.search("[A-Z]", t)
               and re.search(r"\d", t) for t in by_form["aud-secret-random-32"])
    assert not [s for s in builder.TECHNICAL_SHAPES if re.search(r"(?i)pgp|gpg|fingerprint|ssh|SHA256:[A-Za-z]", s[2])]
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = by_form["aud-v6-linklocal-plain"] + by_form["aud-v6-route-via"]
    assert len(linked) >= 10 and set(linked) == {v for v in by_kind["ipv6"] if v.startswith("fe80:")}
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.fullmatch(r"[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}|[0-9a-f]{12}", v)
               and re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    munged = re.compile(r"([\w.]+) \[at\] ([\w-]+) \[dot\] (\w+)")
    assert all(v.split("@")[1] in builder.EMAIL_DOMAINS if "@" in v
               else f"{munged.fullmatch(v)[2]}.{munged.fullmatch(v)[3]}" in builder.EMAIL_DOMAINS
               for v in by_kind["email"])
    for r in (r for r in planted if r["kind"] == "phone"):
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"]) and len({v[:2] for v in by_kind["iban"]}) == 12
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    assert {suffix for r in nicks for suffix in ("_", "2", "-laptop", "|away")
            if r["needles"][0] == r["names"][0] + suffix} == {"_", "2", "-laptop", "|away"}
    exports = [r for r in placed if r["group"] == "export"]
    shown = {r["platform"]: set() for r in exports}
    for r in exports:
        client = r["setup"].get("entity", [""])[0] in ("mention_name", "text_mention", "text_link")
        shown[r["platform"]].add("client" if r["needles"][0].startswith("<@") or client else "typed")
    assert all(both == {"client", "typed"} for both in shown.values())
    assert {r["platform"] for r in exports if r["position"] == "line-end" and "\n" in r["plant"]} == {
        "discord", "slack", "telegram"}
    used = {loc for n in ("v3", "v4", "v5", "v6", "v7", "v8", "v9", "v11", "v13", "v14", "v15", "v16", "v17")
            for loc in getattr(heldout_builders[n], "PEOPLE_LOCALES", getattr(heldout_builders[n], "LOCALES", ()))}
    used |= {lang.people for lang in heldout_builders["v12"].LANGS.values()}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used) and len(builder.PEOPLE_LOCALES) >= 6
    assert {r["locale"] for r in planted if r.get("locale")} == set(builder.PEOPLE_LOCALES)
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2


# ------------------------------------------------------------------------------------------ the nineteenth set

def test_the_nineteenth_set_gives_its_values_bare_in_everyday_phrases_and_each_reads_as_its_kind(
        heldout_builders) -> None:
    """Every v19 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v17's list and more), names its habit and a public thread, and no carrier phrase is one of v15's or v17's;
    every position (quotes new) holds plants of three kinds or more and every kind stands at four positions or more;
    each platform has a bare name on its own line and in quotes, none typed with `@` or `<@id>`. The project's
    definitions are planted as personal: a PGP long key id, an SSH host key fingerprint in MD5 colon pairs with no
    prefix, a 32+ character mixed-case token with no prefix (kind `secret`), a MAC-derived link-local address (`ipv6`,
    `ff:fe` in its middle, its MAC of one of the set's OUIs). Each value still reads as its kind: phones valid for
    their region as written, two regions never used before and none of v17's; IPv4 / other IPv6 global; passwords of
    8+ characters and three classes; e-mail at the set's providers; cards pass Luhn, IBANs mod 97 in twelve countries,
    Mauritius' with its `000MUR`; most nicks speak in the host's own log; people come from mimesis locales no builder
    drew with mimesis, every locale holding plants of several kinds. Half the negatives or more stand in the plants'
    own carrier phrases, and no technical line holds a key id or a fingerprint."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v19"], committed("v19")
    assert set(heldout_builders["v17"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v17"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values() for form in forms}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v19", r["source"]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    for position in ("own-line", "in-quotes"):
        assert {r["platform"] for r in exports if r["position"] == position} == {"discord", "slack", "telegram"}
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"0x[0-9A-F]{16}", v) for v in by_form["secret-bare-pgp-key-id"])
    assert all(re.fullmatch(r"[0-9a-f]{2}(:[0-9a-f]{2}){15}", v) for v in by_form["secret-bare-ssh-md5"])
    tokens = by_form["secret-bare-random-token"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(by_form["secret-bare-pgp-key-id"] + by_form["secret-bare-ssh-md5"] + tokens)
    assert all(v in special or v.startswith(("dckr_pat_", "sntryu_"))
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    earlier_regions = {r.get("region") for e in earlier_sets("v19") for r in committed(e)}
    regions = {r["region"] for r in phones}
    assert set(builder.NEW_REGIONS) <= regions and not set(builder.NEW_REGIONS) & earlier_regions
    assert regions.isdisjoint({r.get("region") for r in committed("v17")}) and len(regions) >= 12
    assert all(v.split("@")[1] in builder.EMAIL_DOMAINS for v in by_kind["email"])
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"]) and len({v[:2].upper() for v in by_kind["iban"]}) == 12
    assert all(re.sub(r"\s", "", v).upper().endswith("000MUR") for v in by_kind["iban"] if v[:2].upper() == "MU")
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    used = {loc for n in ("v5", "v8", "v16", "v17") for loc in getattr(heldout_builders[n], "PEOPLE_LOCALES",
                                                                      getattr(heldout_builders[n], "LOCALES", ()))}
    assert set(builder.PEOPLE_LOCALES).isdisjoint(used) and len(builder.PEOPLE_LOCALES) >= 6
    per_locale: dict[str, set] = {}
    for r in planted:
        if r.get("locale"):
            per_locale.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_locale) == set(builder.PEOPLE_LOCALES) and all(len(k) >= 5 for k in per_locale.values())
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any("0x" in line or "signed with" in line for _, _, line in builder.TECHNICAL_SHAPES)


# ------------------------------------------------------------------------------------------ the twentieth set

def test_the_twentieth_set_is_a_fourth_auditors_sample_with_people_written_by_hand(heldout_builders) -> None:
    """v20 decided its proportions before writing values (`PLAIN_SHARE`, `SCHEDULE`, `HARD_TURNS`): every claimed
    kind and every platform's mentions hold five sixths `plain` plants and one sixth `harder` ones; of the harder,
    pasted output and config lines are the largest share but under half, then typos, then obfuscations and encodings,
    then other languages. Every form names a public thread or document and its habit; every position holds plants of
    three kinds or more. People come from no generator: the builder imports none, every person is a first and a last
    name of one culture the author wrote (`CULTURES`), in the turns it declared (mostly Latin script, some
    transliterated, some in their own script, which reach the exports as written), and no name is one of v1-v19's.
    The project's definitions hold (PGP key ids and fingerprints, SSH host key fingerprints, 32+ character mixed-case
    tokens as secrets; MAC-derived link-local addresses of the set's OUIs as IPv6), values stay valid (phones for
    their region as written, in regions used twice at most before; cards by Luhn; IBANs mod 97 in twelve countries),
    nicks are mostly the host log's own and appear in their variants, and half the negatives or more stand in the
    plants' own carrier phrases."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v20"], committed("v20")
    source = (BENCH / "experiments" / BUILDERS["v20"]).read_text(encoding="utf-8")
    assert not re.search(r"(?m)^\s*(from|import)\s+(faker|mimesis)\b", source)
    assert builder.SCHEDULE.count("plain") == len(builder.SCHEDULE) * builder.PLAIN_SHARE == 40
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    for kind in PLANTED_KINDS + MENTION_KINDS:
        mine = [r for r in placed if r["kind"] == kind]
        tiers = Counter(r["tier"] for r in mine)
        assert tiers == {"plain": round(len(mine) * builder.PLAIN_SHARE),
                         "harder": round(len(mine) * (1 - builder.PLAIN_SHARE))}
        assert all((r["tier"] == "harder") == (r["hard"] in builder.HARD_WAYS) for r in mine), kind
    planted = [r for r in records if r["group"] == "planted"]
    ways = Counter(r["hard"] for r in planted if r["tier"] == "harder")
    assert ways["paste"] == 30 and ways["typo"] == 20 and ways["obfuscation"] + ways["encoding"] == 20
    assert ways["language"] == 10 and max(ways.values()) == ways["paste"] < sum(ways.values()) / 2
    kinds: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the declared turns, every culture's names written in the builder, own scripts reaching the exports
    assert len(builder.CULTURE_TURNS) == 20 and set(builder.CULTURE_TURNS) == set(builder.CULTURES)
    assert builder.LATIN_TURNS == 14 and len(builder.TRANSLITERATED) == len(builder.OWN_SCRIPT) == 3
    people = {r["locale"] for r in placed if r.get("locale")}
    assert people == set(builder.CULTURES)
    exports = [r for r in placed if r["group"] == "export"]
    scripts = {unicodedata.name(c).split()[0] for r in exports for n in r["needles"] for c in n if c.isalpha()}
    assert {"LATIN", "CYRILLIC", "HEBREW", "CJK"} <= scripts
    earlier = {n.lower() for e in earlier_sets("v20") for r in committed(e) for n in r.get("needles", [])}
    for table in builder.CULTURES.values():
        for entry in (*table["m"], *table["f"]):
            written, typed = builder.split_name(entry)
            assert typed and re.fullmatch(r"[a-z ]+", typed), entry
    # the definitions
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"0x[0-9A-F]{16}", v) for v in by_form["a20-secret-gpg-keyid"])
    assert all(re.fullmatch(r"[0-9A-F]{40}", v) for v in by_form["a20-secret-pgp-fpr-brackets"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", v) for v in by_form["a20-secret-ssh-fpr-quoted"])
    assert all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t) and re.search("[A-Z]", t)
               and re.search(r"\d", t) for t in by_form["a20-secret-api-key-dot"])
    assert not [s for s in builder.TECHNICAL_SHAPES if re.search(r"(?i)pgp|gpg|fingerprint|ssh|SHA256:[A-Za-z]", s[2])]
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80:")]
    assert len(linked) >= 10 and set(by_form["a20-v6-ip-addr-scope-link"]) <= set(linked)
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    for v in by_kind["ipv4"]:
        address = ipaddress.ip_address(v.replace(",", "."))
        assert (address.ipv4_mapped if address.version == 6 else address).is_global, v
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    assert all(re.split(r"@| AT ", v)[1].replace(",", ".") in builder.EMAIL_DOMAINS for v in by_kind["email"])
    # values valid, in regions used twice at most before
    once = Counter(r["region"] for e in earlier_sets("v20") for r in committed(e) if r.get("kind") == "phone"
                   and r.get("region"))
    regions = set()
    for r in (r for r in planted if r["kind"] == "phone"):
        number = r["needles"][0]
        parsed = phonenumbers.parse(number, r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
        regions.add(r["region"])
    assert len(regions) >= 12 and all(once[region] <= 2 for region in regions)
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"]) and len({v[:2].upper() for v in by_kind["iban"]}) == 12
    nicks = [r for r in planted if r["kind"] == "nick"]
    assert sum(bool(r.get("log_nick")) for r in nicks) >= len(nicks) * 3 // 4
    assert {suffix for r in nicks for suffix in ("_", "2", "-laptop", "|away")
            if r["needles"][0] == r["names"][0] + suffix} == {"_", "2", "-laptop", "|away"}
    shown = {r["platform"]: set() for r in exports}
    for r in exports:
        client = r["setup"].get("entity", [""])[0] in ("mention_name", "text_mention", "text_link")
        shown[r["platform"]].add("client" if r["needles"][0].startswith("<@") or client else "typed")
    assert all(both == {"client", "typed"} for both in shown.values())
    assert not {n.lower() for r in placed for n in r["needles"]} & (earlier - {"u0helddm3p"})
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2


# ------------------------------------------------------------------------------------------ the twenty-first set

def test_the_twenty_first_set_gives_its_values_bare_in_errands_with_people_written_by_hand(heldout_builders) -> None:
    """Every v21 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v19's list and more), names its habit and a public thread, and no carrier phrase is one of v15's, v17's or
    v19's; every position holds plants of three kinds or more and every kind stands at four positions or more. Its
    people come from no generator: the builder imports neither Faker nor mimesis, every planted person's names are
    the hand-written lists' (`CULTURES`), every culture holds plants of several kinds, and some are written in their
    own script (Cyrillic, Greek, Arabic, CJK, Hangul). The project's definitions are planted as personal: a full
    OpenPGP fingerprint in gpg's ten groups, an SSH SHA256 host key fingerprint, a 32+ character mixed-case token
    (kind `secret`), a MAC-derived link-local address (`ipv6`, `ff:fe` in its middle, its MAC of one of the set's
    OUIs). Each value still reads as its kind: phones valid for their region as written, in regions used twice or
    less before and none of v19's; IPv4 / other IPv6 global; passwords of 8+ characters and three classes; e-mail at
    the person's culture's providers; cards pass Luhn; IBANs mod 97 in the twelve countries used least. Half the
    negatives or more stand in the plants' own carrier phrases; no technical line holds a key id or a fingerprint."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v21"], committed("v21")
    source = (BENCH / "experiments" / BUILDERS["v21"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis)\b", source, re.MULTILINE)
    assert set(heldout_builders["v19"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v17", "v19"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values() for form in forms}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v21", r["source"]) and THREAD.match(r["source"].split()[0]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the hand-written lists only, every culture with plants of several kinds, some in their own script
    written = {culture: ({f.split("|")[i] for f in firsts for i in (0, 1)},
                         {p for last in lasts for p in last.split("|")})
               for culture, (_, firsts, lasts) in builder.CULTURES.items()}
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in written
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert {"CYRILLIC", "GREEK", "ARABIC", "CJK", "HANGUL"} <= scripts
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"([0-9A-F]{4} ){4}[0-9A-F]{4}  ([0-9A-F]{4} ){4}[0-9A-F]{4}", v)
               for v in by_form["secret-errand-pgp-fpr"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", v) for v in by_form["secret-errand-sha256-hostfp"])
    tokens = by_form["secret-errand-random-token"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(by_form["secret-errand-pgp-fpr"] + by_form["secret-errand-sha256-hostfp"] + tokens)
    assert all(v in special or v.startswith(("fo1_", "sq0atp-", "dp.st."))
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v21") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 2 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for r in committed("v19")})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any("0x" in line or "SHA256:" in line for _, _, line in builder.TECHNICAL_SHAPES)


# ------------------------------------------------------------------------------------------ the twenty-second set

def test_the_twenty_second_set_is_an_auditors_sample_in_proportions_decided_before_with_people_by_hand(
        heldout_builders) -> None:
    """v22's method: every kind has ten forms, seven plain and three harder (`register`), so about three quarters of
    its plants are plain; every harder form names its way (typo, obfuscation, encoding, another language, program
    output, pasted config, ...) and the set holds five ways or more; every form names a public document; no carrier
    phrase is an earlier set's; every position holds plants of three kinds or more and every kind stands at four
    positions or more. Its people come from no generator (no Faker nor mimesis import), every placed person is of the
    hand-written `CULTURES`, every culture holds plants of several kinds, and names stand in their own scripts
    (Cyrillic, Arabic, CJK, Hangul, Thai). The project's definitions are planted as personal (an OpenPGP long key id,
    an SSH SHA256 fingerprint, a 32+ character mixed-case token, a MAC-derived link-local address of one of the set's
    OUIs). Values read as their kind: phones valid in regions planted three times or less before, IPv4 / other IPv6
    global, e-mail at the person's culture's providers, cards pass Luhn, IBANs mod 97 in the twelve countries used
    least; nicks in their variants (`_`, `|away`, `-laptop`, `2`); half the negatives stand in the plants' phrases."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v22"], committed("v22")
    source = (BENCH / "experiments" / BUILDERS["v22"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis)\b", source, re.MULTILINE)
    ways = set()
    for kind, forms in builder.FORMS.items():
        assert [builder.register(f) for f in forms] == ["plain"] * 7 + ["harder"] * 3, kind
        ways.update(re.match(r"harder \(([a-z -]+)\): ", f.habit).group(1) for f in forms[7:])
    assert len(ways) >= 5
    planted = [r for r in records if r["group"] == "planted"]
    for kind in PLANTED_KINDS:
        mine = [r for r in planted if r["kind"] == kind]
        plain = sum(r["habit"].startswith("plain: ") for r in mine)
        assert 0.65 <= plain / len(mine) <= 0.8, kind
    assert all(r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in earlier_sets("v22"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", getattr(form, "line", "")) for forms in
                  getattr(heldout_builders[name], "FORMS", {}).values() if isinstance(forms, tuple)
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs - {""}), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v22", r["source"]) and DOCUMENT.match(r["source"]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    # people: the hand-written lists only, every culture with plants of several kinds, some in their own script
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in records if r["group"] in ("export", "side")]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert {"CYRILLIC", "ARABIC", "CJK", "HANGUL", "THAI"} <= scripts
    exports = [r for r in placed if r["group"] == "export"]
    assert sum("@⟦" in r["plant"] or f"@{r['needles'][0]}" in r["plant"] for r in exports) >= 8   # a hand-typed @
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"0x[0-9A-F]{16}", v) for v in by_form["secret-audit-gpg-long"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", v) for v in by_form["secret-audit-ssh-warning"])
    tokens = by_form["secret-audit-token-quoted"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v22") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    for r in planted:
        if r["kind"] == "email" and r.get("locale") and "@" in r["needles"][0]:
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    nicks = by_kind["nick"]
    assert all(any(n.endswith(suffix) for n in nicks) for suffix in ("_", "|away", "-laptop", "2"))
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any("0x" in line or "SHA256:" in line for _, _, line in builder.TECHNICAL_SHAPES)


# ------------------------------------------------------------------------------------------ the twenty-third set

def test_the_twenty_third_set_gives_its_values_bare_as_corrections_with_people_written_by_hand(heldout_builders) \
        -> None:
    """Every v23 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v21's list and more) and is a REPAIR of a line before: each holds a marker of `REPAIRS` (a star, a sed
    substitution, a retraction, `meant`, a hedge, an afterthought) and each repair stands in forms of four kinds or
    more; every form names its habit and a public thread, and no carrier phrase is one of v15's, v17's, v19's or v21's;
    every position holds plants of three kinds or more and every kind stands at four positions or more. Its people come
    from no generator: the builder imports neither Faker nor mimesis, no name of its hand-written lists (`CULTURES`) is
    one of v20's or v21's, every culture holds plants of several kinds, and names in five scripts (Cyrillic, Thai,
    Arabic, Georgian, Ethiopic) are said in the exports or side channels. The project's definitions are planted as
    personal: a full OpenPGP fingerprint in one forty-digit run, an SSH host key fingerprint in the `MD5:` spelling, a
    32+ character mixed-case token (kind `secret`), a MAC-derived link-local address (`ipv6`, `ff:fe` in its middle,
    its MAC of one of the set's OUIs). Each value still reads as its kind: phones valid for their region as written,
    in regions used three times or fewer before and none of v21's; IPv4 / other IPv6 global; passwords of 8+
    characters and three classes; e-mail at the person's culture's providers; cards pass Luhn; IBANs mod 97 in the
    twelve countries used least. Half the negatives or more stand in the plants' own carrier phrases; no technical
    line holds a key id or a fingerprint."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v23"], committed("v23")
    source = (BENCH / "experiments" / BUILDERS["v23"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    assert set(heldout_builders["v21"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    repaired: dict[str, set] = {}
    for kind, forms in builder.FORMS.items():
        for form in forms:
            styles = builder.repairs_of(form.line)
            assert styles, (kind, form.name)
            for style in styles:
                repaired.setdefault(style, set()).add(kind)
    assert set(repaired) == set(builder.REPAIRS) and all(len(k) >= 4 for k in repaired.values())
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v17", "v19", "v21"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values() for form in forms}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v23", r["source"]) and THREAD.match(r["source"].split()[0]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the hand-written lists only, none of v20's or v21's names, every culture with plants of several kinds
    written = {culture: ({f.split("|")[i] for f in firsts for i in (0, 1)},
                         {p for last in lasts for p in last.split("|")})
               for culture, (_, firsts, lasts) in builder.CULTURES.items()}
    ours = {n.lower() for firsts, lasts in written.values() for n in firsts | lasts}
    assert not ours & builder.earlier_people_names()
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in written
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert {"CYRILLIC", "THAI", "ARABIC", "GEORGIAN", "ETHIOPIC"} <= scripts
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{40}", v) for v in by_form["secret-fix-pgp-fpr"])
    assert all(re.fullmatch(r"MD5:[0-9a-f]{2}(:[0-9a-f]{2}){15}", v) for v in by_form["secret-fix-md5-hostfp"])
    tokens = by_form["secret-fix-random-token"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(by_form["secret-fix-pgp-fpr"] + by_form["secret-fix-md5-hostfp"] + tokens)
    assert all(v in special or v.startswith(builder.ISSUERS)
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v23") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for r in committed("v21")})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


def test_the_twenty_fourth_set_is_an_auditors_sample_in_proportions_decided_before_its_values(heldout_builders) \
        -> None:
    """v24's forms are six plain and two harder per kind (`REGISTER`, decided before the values), so three plants in
    four are plain; the harder ones cover an obfuscated address, carriers in four other languages, pasted program
    output and config lines, a percent-encoded URI and nick variants; every form names its habit and a public
    document, every position holds plants of three kinds or more and every kind stands at four positions or more.
    Its people come from no generator: the builder imports neither Faker nor mimesis, no name of its hand-written
    lists (`CULTURES`) is one of v20's-v23's, every culture holds plants of several kinds, and names in five scripts
    (Greek, Cyrillic, Arabic, Hebrew, Devanagari) are said in the exports or side channels. The project's definitions
    are planted as personal: an OpenPGP fingerprint as `gpg --fingerprint` prints it, an SSH SHA256 host key
    fingerprint, a 32+ character mixed-case token (kind `secret`), a MAC-derived link-local address (`ipv6`, `ff:fe`,
    its MAC of one of the set's OUIs). Values read as their kind: phones in regions used three times or fewer before
    and none of v22's or v23's; IPv4 / other IPv6 global; passwords of 8+ characters and three classes; e-mail at
    the person's culture's providers; cards pass Luhn in the set's IINs; IBANs mod 97 in its twelve countries. No
    technical line holds a key id or a fingerprint."""
    import ipaddress
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v24"], committed("v24")
    source = (BENCH / "experiments" / BUILDERS["v24"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    # proportions: six plain and two harder forms per kind, 36 and 12 plants
    planted = [r for r in records if r["group"] == "planted"]
    for kind in PLANTED_KINDS:
        tiers = Counter(builder.REGISTER[f"{kind}/{form.name}"] for form in builder.FORMS[kind])
        assert tiers == {"plain": 6, "harder": 2}, kind
        assert Counter(r["register"] for r in planted if r["kind"] == kind) == {"plain": 36, "harder": 12}, kind
    harder = [form.line for forms in builder.FORMS.values() for form in forms if form.name in builder.HARDER]
    assert any(" at ⟦" not in line and "{obf}" in line for line in harder)
    assert sum(any(w in line for w in ("chiamami", "sunucunun", "tarjeta", "überweis")) for line in harder) == 4
    assert sum(any(w in line for w in ("inet", "link/ether", "TEL;", "user.email=", "Physical Address", "PASSWORD=",
                                       "IBAN ⟦", "\"number\"", "256 ⟦")) for line in harder) >= 8
    assert any("%20" in line for line in harder) and any("{away}" in line for line in harder)
    assert all(r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    # people: the hand-written lists only, none of v20's-v23's names, every culture with plants of several kinds
    assert not builder.our_names() & builder.earlier_people_names()
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    said = " ".join(n for r in records if r["group"] in ("export", "side") for n in r["needles"])
    for script in ("GREEK", "CYRILLIC", "ARABIC", "HEBREW", "DEVANAGARI"):
        assert any(unicodedata.name(c, "").startswith(script) for c in said), script
    # the project's definitions, planted as personal
    secrets = [r["needles"][0] for r in planted if r["kind"] == "secret"]
    assert sum(bool(re.fullmatch(r"([0-9A-F]{4} ){4}[0-9A-F]{4}  ([0-9A-F]{4} ){4}[0-9A-F]{4}", s)) for s in secrets) == 6
    assert sum(bool(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", s)) for s in secrets) == 6
    tokens = [s for s in secrets if re.fullmatch(r"[A-Za-z0-9]{32,48}", s)]
    assert len(tokens) == 6 and all(re.search("[a-z]", t) and re.search("[A-Z]", t) and re.search(r"\d", t)
                                    for t in tokens)
    passwords = [r["needles"][0] for r in planted if r["form"] in ("hc-secret-router-login", "hc-secret-dotenv-password")]
    assert all(len(p) >= 8 and sum(bool(re.search(c, p)) for c in ("[a-z]", "[A-Z]", r"\d", "[^A-Za-z0-9]")) >= 3
               for p in passwords)
    assert {s.split("_")[0].split("-")[0] for s in secrets if s.startswith(builder.ISSUERS)} == {"rnd", "pat", "shpss"}
    ouis = {o.replace(":", "") for o in builder.OUIS}
    eui = [r["needles"][0] for r in planted if r["kind"] == "ipv6" and "ff:fe" in r["needles"][0]]
    assert len(eui) == 6
    for value in eui:
        packed = ipaddress.IPv6Address(value).packed[8:]
        assert ipaddress.IPv6Address(value).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    others = [r["needles"][0] for r in planted if r["kind"] in ("ipv4", "ipv6") and "ff:fe" not in r["needles"][0]]
    assert all(ipaddress.ip_address(v).is_global for v in others)
    # values of the set's own regions, countries, providers and ranges
    phones = [r for r in planted if r["kind"] == "phone"]
    before = Counter(r["region"] for e in earlier_sets("v24") for r in committed(e) if r.get("region"))
    near = {r["region"] for e in ("v22", "v23") for r in committed(e) if r.get("region")}
    assert invalid_phones(phones) == [] and all(before[r["region"]] <= 3 for r in phones)
    assert near.isdisjoint(r["region"] for r in phones) and len({r["region"] for r in phones}) >= 12
    mails = [r for r in planted if r["kind"] == "email" and "@" in r["needles"][0]]
    assert all(r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]] for r in mails)
    cards = [r for r in planted if r["kind"] == "card"]
    assert all(luhn.is_valid(re.sub(r"\D", "", r["needles"][0])) for r in cards)
    assert {re.sub(r"\D", "", r["needles"][0])[:6] for r in cards} == {p for _, p, _ in builder.CARD_RANGES}
    ibans = [r for r in planted if r["kind"] == "iban"]
    assert all(iban.is_valid(r["needles"][0]) for r in ibans)
    assert {r["country"] for r in ibans} == set(builder.IBAN_COUNTRIES)
    technical = " ".join(r["text"] for r in records if r["group"] == "technical")
    assert "SHA256:" not in technical and not re.search(r"\b0x[0-9A-Fa-f]{8,16}\b|([0-9A-F]{4} ){9}", technical)


# ------------------------------------------------------------------------------------------ the twenty-fifth set

def test_the_twenty_fifth_set_gives_its_values_bare_as_answers_with_people_written_by_hand(heldout_builders) -> None:
    """Every v25 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v23's list and more) and is an ANSWER to a line before: each holds a marker of `ANSWERS` (a quoted question,
    a caret, a yes, a no, an echo, a pointer among options) and each answer style stands in forms of four kinds or
    more; every form names its habit and a public thread, and no carrier phrase is one of v15's, v17's, v19's, v21's or
    v23's; every position holds plants of three kinds or more and every kind stands at four positions or more. Its
    people come from no generator: the builder imports neither Faker nor mimesis, no name of its hand-written lists
    (`CULTURES`) is one of v20's-v23's, every culture holds plants of several kinds, and names in four scripts beside
    Latin (Cyrillic, Armenian, Devanagari, Arabic) are said in the exports or side channels. The project's definitions
    are planted as personal: an OpenPGP fingerprint in gpg's ten groups of four, an SSH host key fingerprint in the
    `SHA256:` spelling, a 32+ character mixed-case token (kind `secret`), a MAC-derived link-local address (`ipv6`,
    `ff:fe` in its middle, its MAC of one of the set's OUIs). Each value still reads as its kind: phones valid for
    their region as written, in regions used three times or fewer before and none of v21's or v23's; IPv4 / other IPv6
    global; passwords of 8+ characters and three classes; e-mail at the person's culture's providers; cards pass Luhn;
    IBANs mod 97 in twelve countries, none of v23's. Half the negatives or more stand in the plants' own carrier
    phrases; no technical line holds a key id or a fingerprint."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v25"], committed("v25")
    source = (BENCH / "experiments" / BUILDERS["v25"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    assert set(heldout_builders["v23"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    answered: dict[str, set] = {}
    for kind, forms in builder.FORMS.items():
        for form in forms:
            styles = builder.answers_of(form.line)
            assert styles, (kind, form.name)
            for style in styles:
                answered.setdefault(style, set()).add(kind)
    assert set(answered) == set(builder.ANSWERS) and all(len(k) >= 4 for k in answered.values())
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v17", "v19", "v21", "v23"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values() for form in forms}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v25", r["source"]) and THREAD.match(r["source"].split()[0]) for r in placed)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the hand-written lists only, none of v20's-v23's names, every culture with plants of several kinds
    written = {culture: ({f.split("|")[i] for f in firsts for i in (0, 1)},
                         {p for last in lasts for p in last.split("|")})
               for culture, (_, firsts, lasts) in builder.CULTURES.items()}
    ours = {n.lower() for firsts, lasts in written.values() for n in firsts | lasts}
    assert not ours & builder.earlier_people_names()
    assert not ours & heldout_builders["v23"].earlier_people_names()
    assert set(builder.CULTURES).isdisjoint(set(heldout_builders["v23"].CULTURES) | set(heldout_builders["v22"].CULTURES)
                                            | set(heldout_builders["v21"].CULTURES) | set(heldout_builders["v20"].CULTURES))
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in written
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert {"CYRILLIC", "ARMENIAN", "DEVANAGARI", "ARABIC"} <= scripts
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){4}  [0-9A-F]{4}( [0-9A-F]{4}){4}", v)
               for v in by_form["secret-answer-pgp-fpr"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]", v)
               for v in by_form["secret-answer-sha256-hostfp"])
    tokens = by_form["secret-answer-caret-token"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(by_form["secret-answer-pgp-fpr"] + by_form["secret-answer-sha256-hostfp"] + tokens)
    assert all(v in special or v.startswith(builder.ISSUERS)
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    passwords = [v for v in by_kind["secret"] if v not in special and not v.startswith(builder.ISSUERS)]
    assert len({("camel" if re.fullmatch(r"([A-Z][a-z]+){3}\d\W", v) else "month" if v[:3] in builder.MONTHS
                 else "inside") for v in passwords}) == 3          # the three recipes all drawn
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v25") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for e in ("v21", "v23") for r in committed(e)})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders["v23"].IBAN_COUNTRIES)
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


# ------------------------------------------------------------------------------------------ the twenty-seventh set

def test_the_twenty_seventh_set_gives_its_values_bare_and_hedged_with_people_written_by_hand(heldout_builders) -> None:
    """Every v27 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v25's list and more) and HEDGES: each holds a marker of `HEDGES` (recalling, believing, guessing,
    approximating, knowing only so far, disclaiming) and each hedge stands in forms of four kinds or more; every form
    names its habit and a public page (https), and no carrier phrase is one of v15's, v17's, v19's, v21's, v23's or
    v25's; every position holds plants of three kinds or more and every kind stands at four positions or more. Its
    people come from no generator: the builder imports neither Faker nor mimesis, no name of its hand-written lists
    (`CULTURES`) is one of v20's-v25's, no culture is one of theirs, every culture holds plants of three kinds or more,
    and names in four scripts beside Latin (Cyrillic, Arabic, Telugu, Sinhala) are said in the exports or side
    channels. The project's definitions are planted as personal: an OpenPGP fingerprint in gpg's ten groups of four,
    an SSH host key fingerprint in the `SHA256:` spelling, a 32+ character mixed-case token (kind `secret`), a
    MAC-derived link-local address (`ipv6`, `ff:fe` in its middle, its MAC of one of the set's OUIs). Each value still
    reads as its kind: phones valid for their region as written, in regions used three times or fewer before and none
    of v21's, v23's, v24's or v25's; IPv4 / other IPv6 global; passwords of 8+ characters and three classes, of the
    three recipes; e-mail at the person's culture's providers; cards pass Luhn; IBANs mod 97 in the twelve countries
    used least before, none of v23's-v25's. Half the negatives or more stand in the plants' own carrier phrases; no
    technical line holds a key id or a fingerprint; every host is a line of the #ubuntu days."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v27"], committed("v27")
    source = (BENCH / "experiments" / BUILDERS["v27"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    assert set(heldout_builders["v25"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    hedged: dict[str, set] = {}
    for kind, forms in builder.FORMS.items():
        for form in forms:
            styles = builder.hedges_of(form.line)
            assert styles, (kind, form.name)
            for style in styles:
                hedged.setdefault(style, set()).add(kind)
    assert set(hedged) == set(builder.HEDGES) and all(len(k) >= 4 for k in hedged.values())
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v17", "v19", "v21", "v23", "v25"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values() for form in forms}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v27", r["source"]) and r["source"].startswith("https://") for r in placed)
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    assert all(builder.hedges_of(r["plant"]) for r in exports)
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the hand-written lists only, none of v20's-v25's names nor cultures, every culture with several kinds
    written = {culture: ({f.split("|")[i] for f in firsts for i in (0, 1)},
                         {p for last in lasts for p in last.split("|")})
               for culture, (_, firsts, lasts) in builder.CULTURES.items()}
    ours = {n.lower() for firsts, lasts in written.values() for n in firsts | lasts}
    assert not ours & builder.earlier_people_names()
    assert not ours & heldout_builders["v25"].earlier_people_names()
    theirs_cultures = set().union(*(set(heldout_builders[n].CULTURES) for n in ("v20", "v21", "v22", "v23", "v24",
                                                                               "v25")))
    assert set(builder.CULTURES).isdisjoint(theirs_cultures)
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in written
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert {"CYRILLIC", "ARABIC", "TELUGU", "SINHALA"} <= scripts
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){4}  [0-9A-F]{4}( [0-9A-F]{4}){4}", v)
               for v in by_form["secret-hedge-pgp-fpr"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]", v)
               for v in by_form["secret-hedge-sha256-hostfp"])
    tokens = by_form["secret-hedge-token-probably"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(by_form["secret-hedge-pgp-fpr"] + by_form["secret-hedge-sha256-hostfp"] + tokens)
    assert all(v in special or v.startswith(builder.ISSUERS)
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    passwords = [v for v in by_kind["secret"] if v not in special and not v.startswith(builder.ISSUERS)]
    recipes = {("pair" if re.fullmatch(r"[a-z]+[.!#*][A-Z][a-z]+\d\d", v)
                else "word-digits-word" if re.fullmatch(r"[A-Z][a-z]+\W\d{3}[a-z]+", v) else "initials")
               for v in passwords}
    assert recipes == {"pair", "word-digits-word", "initials"}          # the three recipes all drawn
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v27") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for e in ("v21", "v23", "v24", "v25") for r in committed(e)})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    ibans_before = Counter(n[:2].upper() for e in earlier_sets("v27") for r in committed(e) if r["kind"] == "iban"
                           for n in r["needles"][:1])
    assert max(ibans_before[c] for c in builder.IBAN_COUNTRIES) <= 10
    for name in ("v23", "v24", "v25"):
        assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders[name].IBAN_COUNTRIES), name
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


# ------------------------------------------------------------------------------------------ the twenty-ninth set

def test_the_twenty_ninth_set_gives_its_values_bare_and_told_in_time_with_people_written_by_hand(heldout_builders) \
        -> None:
    """Every v29 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v27's list and more) and is TOLD IN TIME: each holds a marker of `TIMES` (since, after, before / until, a
    day or a time of day, a sequence, a span) and each marker stands in forms of four kinds or more; every form names
    its habit and a public page (https), and no carrier phrase is one of v15's-v27's; every position holds plants of
    three kinds or more and every kind stands at four positions or more. Its people come from no generator: the
    builder imports neither Faker nor mimesis, no name of its hand-written lists (`CULTURES`) is one of v20's-v27's,
    no culture is one of theirs, every culture holds plants of three kinds or more, and names in five scripts or more
    beside Latin (of Gujarati, Kannada, Cyrillic, Ethiopic, Myanmar, Khmer, Arabic) are said in the exports or side
    channels. The project's definitions are planted as personal: an OpenPGP fingerprint in gpg's ten groups of four,
    an SSH host key fingerprint in the `SHA256:` spelling, a 32+ character mixed-case token (kind `secret`), a
    MAC-derived link-local address (`ipv6`, `ff:fe` in its middle, its MAC of one of the set's OUIs). Each value still
    reads as its kind: phones valid for their region as written, in regions used three times or fewer before and none
    of v21's, v23's-v27's; IPv4 / other IPv6 global; passwords of 8+ characters and three classes, of the three
    recipes; e-mail at the person's culture's providers; cards pass Luhn in the set's IINs; IBANs mod 97 in its twelve
    countries, used thirteen times or fewer before and none of v23's-v27's. Half the negatives or more stand in the
    plants' own carrier phrases; no technical line holds a key id or a fingerprint; every host is a line of the
    #ubuntu days."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v29"], committed("v29")
    source = (BENCH / "experiments" / BUILDERS["v29"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    assert set(heldout_builders["v27"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    timed: dict[str, set] = {}
    for kind, forms in builder.FORMS.items():
        for form in forms:
            styles = builder.times_of(form.line)
            assert styles, (kind, form.name)
            for style in styles:
                timed.setdefault(style, set()).add(kind)
    assert set(timed) == set(builder.TIMES) and all(len(k) >= 4 for k in timed.values()), timed
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values()
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v29", r["source"]) and r["source"].startswith("https://") for r in placed)
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    assert all(builder.times_of(r["plant"]) for r in exports)
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the hand-written lists only, none of v20's-v27's names nor cultures, every culture with several kinds
    assert not builder.our_names() & builder.earlier_people_names()
    assert not builder.our_names() & heldout_builders["v27"].earlier_people_names()
    theirs_cultures = set().union(*(set(heldout_builders[n].CULTURES) for n in ("v20", "v21", "v22", "v23", "v24",
                                                                               "v25", "v26", "v27")))
    assert set(builder.CULTURES).isdisjoint(theirs_cultures)
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in builder.CULTURES
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert len(scripts & {"GUJARATI", "KANNADA", "CYRILLIC", "ETHIOPIC", "MYANMAR", "KHMER", "ARABIC"}) >= 5, scripts
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){4}  [0-9A-F]{4}( [0-9A-F]{4}){4}", v)
               for v in by_form["secret-time-pgp-fpr-since"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]", v)
               for v in by_form["secret-time-sha256-after-reinstall"])
    tokens = by_form["secret-time-token-yesterdays"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(by_form["secret-time-pgp-fpr-since"] + by_form["secret-time-sha256-after-reinstall"] + tokens)
    assert all(v in special or v.startswith(builder.ISSUERS)
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    assert {i for i in builder.ISSUERS if any(v.startswith(i) for v in by_kind["secret"])} == set(builder.ISSUERS)
    passwords = [v for v in by_kind["secret"] if v not in special and not v.startswith(builder.ISSUERS)]
    recipes = {("town-year" if re.fullmatch(r"[A-Z][a-z]+(19|20)\d\d\W", v)
                else "short-pair" if re.fullmatch(r"([a-z]+\W[A-Z]+|[A-Z]+\W[a-z]+)\d\d", v) else "leet")
               for v in passwords}
    assert recipes == {"town-year", "short-pair", "leet"}          # the three recipes all drawn
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v29") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for e in ("v21", "v23", "v24", "v25", "v26", "v27")
                               for r in committed(e)})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert {ascii_digits(v)[:6] for v in by_kind["card"]} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    ibans_before = Counter(n[:2].upper() for e in earlier_sets("v29") for r in committed(e) if r["kind"] == "iban"
                           for n in r["needles"][:1])
    assert max(ibans_before[c] for c in builder.IBAN_COUNTRIES) <= 13
    for name in ("v23", "v24", "v25", "v26", "v27"):
        assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders[name].IBAN_COUNTRIES), name
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


# ------------------------------------------------------------------------------------------ the twenty-sixth set

def test_the_twenty_sixth_set_is_an_auditors_sample_in_proportions_decided_before_its_values(heldout_builders) \
        -> None:
    """v26's forms are seven plain and one harder per kind (`REGISTER`, decided before the values), so seven plants in
    eight are plain; the harder ones cover a munged address, carriers in four other languages (two in their own
    script), pasted program output and config lines, an escaped path and a pasted log line; every form names its
    habit and a public document, no carrier phrase is one of v14's-v25's, every position holds plants of three kinds
    or more and every kind stands at four positions or more. Its people come from no generator: the builder imports
    neither Faker nor mimesis, no name of its hand-written lists is one of v20's-v25's, no culture is one of theirs,
    every culture holds plants of several kinds, and names in six scripts beside Latin are said in the exports or
    side channels. The project's definitions are planted as personal (an OpenPGP fingerprint, an SSH SHA256 host key
    fingerprint, a 32+ character mixed-case token, a MAC-derived link-local address of one of the set's OUIs). Values
    read as their kind: phones valid for their region as written, in regions used three times or fewer before and
    none of v24's or v25's; IPv4 / other IPv6 global; passwords of 8+ characters and three classes; e-mail at the
    person's culture's providers; cards pass Luhn in the set's IINs; IBANs mod 97 in its twelve countries, none of
    v24's or v25's. Its hosts are #ubuntu days only. No technical line holds a key id or a fingerprint."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v26"], committed("v26")
    source = (BENCH / "experiments" / BUILDERS["v26"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    # proportions: seven plain and one harder form per kind, 42 and 6 plants
    planted = [r for r in records if r["group"] == "planted"]
    for kind in PLANTED_KINDS:
        tiers = Counter(builder.REGISTER[f"{kind}/{form.name}"] for form in builder.FORMS[kind])
        assert tiers == {"plain": 7, "harder": 1}, kind
        assert Counter(r["register"] for r in planted if r["kind"] == kind) == {"plain": 42, "harder": 6}, kind
    harder = [form.line for forms in builder.FORMS.values() for form in forms if form.name in builder.HARDER]
    munged = [r["needles"][0] for r in planted if r["form"] == "ofc-email-bracket-at-dot"]
    assert len(munged) == 6 and all(" [at] " in v and " [dot] " in v and "@" not in v for v in munged)
    assert sum(any(w in line for w in ("mensagem", "carte", "мой", "στείλε")) for line in harder) == 4
    assert sum(any(w in line for w in ("ssh: connect", "addresses:", ".netrc", "<⟦", "\\\\Users")) for line in harder) == 5
    assert all(r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values()
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    # people: the hand-written lists only, none of v20's-v25's names nor cultures, each with plants of several kinds
    assert not builder.our_names() & builder.earlier_people_names()
    assert set(builder.CULTURES).isdisjoint(set().union(*(heldout_builders[n].CULTURES for n in
                                                          ("v20", "v21", "v22", "v23", "v24", "v25"))))
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in records if r["group"] == "export"] + \
        [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert len(scripts & {"CYRILLIC", "TELUGU", "DEVANAGARI", "GURMUKHI", "SINHALA", "ARABIC"}) >= 5, scripts
    # the project's definitions, planted as personal
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){4}  [0-9A-F]{4}( [0-9A-F]{4}){4}", v)
               for v in by_form["ofc-secret-keysigning-slips"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]", v)
               for v in by_form["ofc-secret-host-key-changed"])
    tokens = by_form["ofc-secret-token-why-401"]
    assert len(tokens) == 6 and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                                    and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) == 12
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    passwords = by_form["ofc-secret-wifi-tonight"] + by_form["ofc-secret-netrc-line"]
    assert len(passwords) == 12 and all(8 <= len(p) <= 16 and sum(bool(re.search(c, p)) for c in classes) >= 3
                                        for p in passwords)
    issued = [v for v in by_kind["secret"] if v.startswith(builder.ISSUERS)]
    assert {v.split("_")[0].split("-")[0] for v in issued} == {"ghu", "tvly", "sq0csp"} and len(issued) == 18
    # values of the set's own regions, countries, providers and ranges
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v26") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for e in ("v24", "v25") for r in committed(e)})
    mails = [r for r in planted if r["kind"] == "email" and r["register"] == "plain"]
    assert all(r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]] for r in mails)
    cards = [r for r in planted if r["kind"] == "card"]
    assert all(luhn.is_valid(ascii_digits(r["needles"][0])) for r in cards)
    assert {ascii_digits(r["needles"][0])[:6] for r in cards} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    assert set(builder.IBAN_COUNTRIES).isdisjoint(set(heldout_builders["v24"].IBAN_COUNTRIES)
                                                  | set(heldout_builders["v25"].IBAN_COUNTRIES))
    technical = " ".join(r["text"] for r in records if r["group"] == "technical")
    assert "SHA256:" not in technical and not re.search(r"\b0x[0-9A-Fa-f]{8,16}\b|([0-9A-F]{4} ){9}", technical)


# ------------------------------------------------------------------------------------------ the twenty-eighth set

def test_the_twenty_eighth_set_is_an_auditors_sample_in_proportions_decided_before_its_values(heldout_builders) \
        -> None:
    """v28's forms are eight plain and two harder per kind (`REGISTER`, the harder two last, decided before the
    values), so five plants in six are plain; every harder form says which way it is harder (`HARDER_WAYS`: pasted
    program output or config, another language or script, an obfuscation, an encoding) and every way of the four is
    used; every form names its habit and a public document, no carrier phrase is one of v14's-v27's, every position
    holds plants of three kinds or more and every kind stands at four positions or more. Its people come from no
    generator: the builder imports neither Faker nor mimesis, no name of its hand-written lists is one of v20's-v27's,
    no culture is one of theirs, every culture holds plants of three kinds or more, and names in six scripts beside
    Latin are said in the exports or side channels. The project's definitions are planted as personal (an OpenPGP
    fingerprint and long key id, an SSH SHA256 host key fingerprint, a 32+ character mixed-case token, a MAC-derived
    link-local address of one of the set's OUIs). Values read as their kind: phones valid for their region as written,
    in regions no set v3-v27 recorded a plant in; IPv4 / other IPv6 global; passwords of 8+ characters and three
    classes, the basic-auth values decoding to a login and one of them; e-mail at the person's culture's providers;
    cards pass Luhn in the set's IINs; IBANs mod 97 in its twelve countries, used ten to twelve times before, none of
    v23's-v27's. Its hosts are #ubuntu days only. No technical line holds a key id or a fingerprint."""
    import base64
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v28"], committed("v28")
    source = (BENCH / "experiments" / BUILDERS["v28"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    # proportions: eight plain and two harder forms per kind, 40 and 8 plants
    planted = [r for r in records if r["group"] == "planted"]
    for kind in PLANTED_KINDS:
        tiers = [builder.REGISTER[f"{kind}/{form.name}"] for form in builder.FORMS[kind]]
        assert tiers == ["plain"] * 8 + ["harder"] * 2, kind
        assert Counter(r["register"] for r in planted if r["kind"] == kind) == {"plain": 40, "harder": 8}, kind
    assert abs(builder.PLAIN_SHARE - sum(r["register"] == "plain" for r in planted) / len(planted)) < 1e-9
    ways = builder.HARDER_WAYS
    assert set(ways) == {"pasted", "language", "obfuscated", "encoded"} and all(ways.values())
    assert set().union(*ways.values()) == builder.HARDER and sum(map(len, ways.values())) == len(builder.HARDER)
    munged = [r["needles"][0] for r in planted if r["form"] == "dpo-email-nospam-munged"]
    assert len(munged) == 4 and all("NOSPAM@" in v for v in munged)
    assert all(r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for n in range(14, 28):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[f"v{n}"].FORMS.values()
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs), n
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(DOCUMENT.match(r["source"]) for r in placed)
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    # people: the hand-written lists only, none of v20's-v27's names nor cultures, every culture with several kinds
    ours = builder.our_names()
    assert not ours & builder.earlier_people_names()
    theirs_cultures = set().union(*(set(getattr(heldout_builders[f"v{n}"], "CULTURES", {})) for n in range(20, 28)))
    assert set(builder.CULTURES).isdisjoint(theirs_cultures) and len(builder.CULTURES) == 20
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    exports = [r for r in placed if r["group"] == "export"]
    names = [n for r in exports for n in r["needles"]] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert {"CJK", "GUJARATI", "KANNADA", "CYRILLIC", "ARABIC", "KHMER"} <= scripts, scripts
    # the project's definitions, planted as personal
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){4}  [0-9A-F]{4}( [0-9A-F]{4}){4}", v)
               for v in by_form["dpo-secret-pgp-fingerprint-sign"])
    assert all(re.fullmatch(r"0x[0-9A-F]{16}", v) for v in by_form["dpo-secret-pgp-long-keyid"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]", v)
               for v in by_form["dpo-secret-host-fp-brackets"])
    tokens = by_form["dpo-secret-plugin-key"]
    assert len(tokens) == 5 and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                                    and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) == 10
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    passwords = (by_form["dpo-secret-sudo-password-is"] + by_form["dpo-secret-guest-wifi"]
                 + by_form["dpo-secret-compose-env-line"])
    assert len(passwords) == 14 and all(8 <= len(p) <= 18 and sum(bool(re.search(c, p)) for c in classes) >= 3
                                        for p in passwords)
    basics = [base64.b64decode(v).decode() for v in by_form["dpo-secret-basic-auth-base64"]]
    assert len(basics) == 4 and all(re.fullmatch(r"[a-z-]+:\S{8,18}", b) for b in basics)
    issued = [v for v in by_kind["secret"] if v.startswith(builder.ISSUERS)]
    assert {v[:4] for v in issued} == {"sk-o", "ABSK"} and len(issued) == 10
    assert all(base64.b64decode(v[4:]).startswith(b"BedrockAPIKey-") for v in issued if v.startswith("ABSK"))
    # values of the set's own regions, countries, providers and ranges
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v28") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] == 0 for region in regions) and len(regions) >= 15
    mails = [r for r in planted if r["kind"] == "email"]
    assert all(r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]] for r in mails)
    cards = [r for r in planted if r["kind"] == "card"]
    assert all(luhn.is_valid(ascii_digits(r["needles"][0])) for r in cards)
    assert {ascii_digits(r["needles"][0])[:6] for r in cards} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    ibans_before = Counter(n[:2].upper() for e in earlier_sets("v28") for r in committed(e) if r["kind"] == "iban"
                           for n in r["needles"][:1])
    assert all(10 <= ibans_before[c] <= 12 for c in builder.IBAN_COUNTRIES)
    for n in range(23, 28):
        assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders[f"v{n}"].IBAN_COUNTRIES), n
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    technical = " ".join(r["text"] for r in records if r["group"] == "technical")
    assert "SHA256:" not in technical and not re.search(r"\b0x[0-9A-Fa-f]{8,16}\b|([0-9A-F]{4} ){9}", technical)


# ------------------------------------------------------------------------------------------ the thirtieth set

def test_the_thirtieth_set_is_an_auditors_sample_in_proportions_decided_before_its_values(heldout_builders) -> None:
    """v30's forms keep the proportions decided before its values (`REGISTER`): three plain forms to one harder in
    every kind (six and two; secrets nine and three), so three plants in four are plain; the harder ones are of v30's
    `HARD` habits and cover them all (pasted output or config, another language, another script, a typo, an
    obfuscated and a percent-encoded value); every form names its habit and a public page (https), no carrier phrase
    is one of v14's-v29's, every position holds plants of three kinds or more and every kind stands at four positions
    or more. Nicks stand addressed, thanked and in their variants (`_`, `|away`, `2`, `-laptop`). Its people come from
    no generator: the builder imports neither Faker nor mimesis, no name of its lists is one of v20's-v29's, no culture
    is one of theirs, every culture holds plants of three kinds or more, and names in four scripts or more beside Latin
    are said in the exports or side channels. The project's definitions are planted as personal: an OpenPGP long key id
    and a forty-digit fingerprint, an SSH MD5: host key fingerprint, a 32+ character mixed-case token (kind `secret`),
    a MAC-derived link-local address (`ipv6`, of one of the set's OUIs). Values read as their kind: phones valid for
    their region, in regions used three times or fewer before and none of v29's; e-mail at the person's culture's
    providers; cards pass Luhn in the set's IINs; IBANs mod 97 in its twelve countries, used thirteen times or fewer
    before and none of v29's; every token issuer planted. Half the negatives or more stand in the plants' own carrier
    phrases; every host is a line of the #ubuntu days."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v30"], committed("v30")
    source = (BENCH / "experiments" / BUILDERS["v30"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    hard_seen = set()
    for kind, forms in builder.FORMS.items():
        registers = Counter(builder.register_of(f) for f in forms)
        hard = sum(n for r, n in registers.items() if r != "plain")
        assert registers["plain"] == 3 * hard and hard >= 2, (kind, registers)
        assert set(registers) - {"plain"} <= set(builder.HARD), (kind, registers)
        hard_seen |= set(registers) - {"plain"}
    assert hard_seen == set(builder.HARD)
    planted = [r for r in records if r["group"] == "planted"]
    plain = sum(builder.register_of(next(f for f in builder.FORMS[r["kind"]] if f.name == r["form"])) == "plain"
                for r in planted)
    assert plain * 4 == len(planted) * 3
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in [f"v{n}" for n in range(14, 30)]:
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in getattr(heldout_builders[name], "FORMS", {}).values()
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v30", r["source"]) and r["source"].startswith("https://") for r in placed)
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    nicks = [r["needles"][0] for r in planted if r["kind"] == "nick"]
    assert all(any(n.endswith(s) for n in nicks) for s in ("_", "|away", "2", "-laptop"))
    exports = [r for r in placed if r["group"] == "export"]
    assert any("<@" in r["plant"] for r in exports if r["platform"] == "discord")
    assert any("|" in r["plant"] and "<@" in r["plant"] for r in exports if r["platform"] == "slack")
    # people
    assert not builder.our_names() & builder.earlier_people_names()
    theirs_cultures = set().union(*(set(heldout_builders[f"v{n}"].CULTURES) for n in range(20, 30)))
    assert set(builder.CULTURES).isdisjoint(theirs_cultures)
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in builder.CULTURES
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert len(scripts & {"ORIYA", "BENGALI", "LAO", "TIBETAN", "ARABIC"}) >= 4, scripts
    # the project's definitions, planted as personal
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{16}", v) for v in by_form["a30-secret-keyid-middle"])
    assert all(re.fullmatch(r"[0-9A-F]{40}", v) for v in by_form["a30-secret-fpr-run-end"])
    assert all(re.fullmatch(r"MD5(:[0-9a-f]{2}){16}", v) for v in by_form["a30-secret-md5-pasted"])
    tokens = by_form["a30-secret-tok-own-line"] + by_form["a30-secret-tok-comma"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    assert {i for i in builder.ISSUERS if any(v.startswith(i) for v in by_kind["secret"])} == set(builder.ISSUERS)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v30") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for r in committed("v29")})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].replace("%40", "@").replace(" [at] ", "@").replace(" [dot] ", ".").split("@")[1] \
                in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert {ascii_digits(v)[:6] for v in by_kind["card"]} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    ibans_before = Counter(n[:2].upper() for e in earlier_sets("v30") for r in committed(e) if r["kind"] == "iban"
                           for n in r["needles"][:1])
    assert max(ibans_before[c] for c in builder.IBAN_COUNTRIES) <= 13
    assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders["v29"].IBAN_COUNTRIES)
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


# ------------------------------------------------------------------------------------------ the thirty-first set

def test_the_thirty_first_set_gives_its_values_bare_and_said_with_feeling_with_people_written_by_hand(
        heldout_builders) -> None:
    """Every v31 planted form's carrier phrase names nothing of its value's kind (no word of its `BARE_WORDS`, which
    holds v29's list and more) and is SAID WITH FEELING: each holds a feeling of `FEELINGS` (an interjection, written
    laughter, an emoticon, an exclamation or `?!`, capitals for emphasis), each feeling stands in forms of four kinds
    or more, and every export plant shows one too; every form names its habit and a public page (https), and no
    carrier phrase is one of v15's-v29's; every position holds plants of three kinds or more and every kind stands at
    four positions or more. Its people come from no generator: the builder imports neither Faker nor mimesis, no name
    of its hand-written lists is one of v20's-v29's, no culture is one of theirs, every culture holds plants of three
    kinds or more, and names in five scripts or more beside Latin (of Tibetan, Thaana, Oriya, Arabic, Cyrillic,
    Bengali) are said in the exports or side channels. The project's definitions are planted as personal (an OpenPGP
    fingerprint, an SSH SHA256 host key fingerprint, a 32+ character mixed-case token, a MAC-derived link-local address
    of one of the set's OUIs). Each value reads as its kind: phones valid for their region as written, in regions used
    three times or fewer before and none of v21's, v23's-v29's; IPv4 / other IPv6 global; passwords of 8+ characters
    and three classes, of the three recipes; e-mail at the person's culture's providers; cards pass Luhn in the set's
    IINs; IBANs mod 97 in its twelve countries, used fourteen times or fewer before and none of v23's-v29's. Half the
    negatives or more stand in the plants' own carrier phrases; no technical line holds a key id or a fingerprint;
    every host is a line of the #ubuntu days."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v31"], committed("v31")
    source = (BENCH / "experiments" / BUILDERS["v31"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    assert set(heldout_builders["v29"].BARE_WORDS) < set(builder.BARE_WORDS)
    assert {f"{kind}/{form.name}": builder.bare_words(form.line) for kind, forms in builder.FORMS.items()
            for form in forms if builder.bare_words(form.line)} == {}
    felt: dict[str, set] = {}
    for kind, forms in builder.FORMS.items():
        for form in forms:
            styles = builder.feelings_of(form.line)
            assert styles, (kind, form.name)
            for style in styles:
                felt.setdefault(style, set()).add(kind)
    assert set(felt) == set(builder.FEELINGS) and all(len(k) >= 4 for k in felt.values()), felt
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in ("v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28",
                 "v29"):
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in heldout_builders[name].FORMS.values()
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v31", r["source"]) and r["source"].startswith("https://") for r in placed)
    assert {r["source"] for r in placed if r["form"] in builder.REPORTED} == {builder.FROWN_ISSUE, builder.AGAIN_ISSUE}
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    exports = [r for r in placed if r["group"] == "export"]
    assert [r["form"] for r in exports if "@" in r["needles"][0] or "<@" in r["plant"]] == []
    assert all(builder.feelings_of(r["plant"].replace(r["needles"][0], "⟦⟧")) for r in exports)
    planted = [r for r in records if r["group"] == "planted"]
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    # people: the hand-written lists only, none of v20's-v29's names nor cultures, every culture with several kinds
    assert not builder.our_names() & builder.earlier_people_names()
    for name in ("v28", "v29"):
        theirs_names = {p.lower() for _, firsts, lasts in heldout_builders[name].CULTURES.values()
                        for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts
                                                                                  for x in last.split("|")]}
        assert not builder.our_names() & theirs_names, name
    theirs_cultures = set().union(*(set(heldout_builders[n].CULTURES) for n in ("v20", "v21", "v22", "v23", "v24",
                                                                               "v25", "v26", "v27", "v28", "v29")))
    assert set(builder.CULTURES).isdisjoint(theirs_cultures)
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in builder.CULTURES
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert len(scripts & {"TIBETAN", "THAANA", "ORIYA", "ARABIC", "CYRILLIC", "BENGALI"}) >= 5, scripts
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    fprs, sha256s = by_form["secret-feel-pgp-fpr-yay"], by_form["secret-feel-sha256-hmm"]
    assert fprs and all(re.fullmatch(r"[0-9A-F]{4}( [0-9A-F]{4}){4}  [0-9A-F]{4}( [0-9A-F]{4}){4}", v) for v in fprs)
    assert sha256s and all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]", v) for v in sha256s)
    tokens = by_form["secret-feel-tok-oops"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    classes = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]")
    special = set(fprs + sha256s + tokens)
    assert all(v in special or v.startswith(builder.ISSUERS)
               or (len(v) >= 8 and sum(bool(re.search(c, v)) for c in classes) >= 3) for v in by_kind["secret"])
    assert {i for i in builder.ISSUERS if any(v.startswith(i) for v in by_kind["secret"])} == set(builder.ISSUERS)
    passwords = [v for v in by_kind["secret"] if v not in special and not v.startswith(builder.ISSUERS)]
    recipes = {("town-year" if re.fullmatch(r"[A-Z][a-z]+(19|20)\d\d\W", v)
                else "short-pair" if re.fullmatch(r"([a-z]+\W[A-Z]+|[A-Z]+\W[a-z]+)\d\d", v) else "leet")
               for v in passwords}
    assert recipes == {"town-year", "short-pair", "leet"}
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v31") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 3 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for e in ("v21", "v23", "v24", "v25", "v26", "v27", "v28", "v29")
                               for r in committed(e)})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            assert r["needles"][0].split("@")[1] in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert {ascii_digits(v)[:6] for v in by_kind["card"]} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    ibans_before = Counter(n[:2].upper() for e in earlier_sets("v31") for r in committed(e) if r["kind"] == "iban"
                           for n in r["needles"][:1])
    assert max(ibans_before[c] for c in builder.IBAN_COUNTRIES) <= 14
    for name in ("v23", "v24", "v25", "v26", "v27", "v28", "v29"):
        assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders[name].IBAN_COUNTRIES), name
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


# ------------------------------------------------------------------------------------------ the thirty-second set

def test_the_thirty_second_set_is_an_auditors_sample_in_proportions_decided_per_kind(heldout_builders) -> None:
    """v32's forms keep the proportions decided per kind before its values (`PROPORTIONS`): seven plain forms to one
    harder for the typed kinds (e-mail, phone, nick, card, IBAN), five to three for the kinds that arrive in pasted
    program output (IPv4, IPv6, MAC, home paths), eight to four for secrets; every form is planted equally often, so
    the plants keep the same shares (362 plain of 480). The harder ones are of v32's `HARD` habits and cover them all;
    every form names its habit and a public document (https); every language carrier (Cebuano, Norwegian) holds plants
    of two kinds or more; no carrier phrase is one of v14's-v31's; every position holds plants of three kinds or more
    and every kind stands at four positions or more. Nicks stand addressed, thanked and in their variants. Its people
    come from no generator: the builder imports neither Faker nor mimesis, no name of its lists is one of
    v20's-v31's, no culture is one of theirs, every culture holds plants of three kinds or more, and names in four
    scripts or more beside Latin are said in the exports or side channels. The project's definitions are planted as
    personal: an OpenPGP short key id and a spaced fingerprint, an SSH SHA256: host key fingerprint, a 32+ character
    mixed-case token (kind `secret`), a MAC-derived link-local address (`ipv6`, of one of the set's OUIs). Values read
    as their kind: phones valid for their region, in regions used four times or fewer before and none of v30's or
    v31's; e-mail at the person's culture's providers; cards pass Luhn in the set's IINs; IBANs mod 97 in its twelve
    countries, used fourteen times or fewer before and none of v30's or v31's; every token issuer planted. Half the
    negatives or more stand in the plants' own carrier phrases; every host is a line of the #ubuntu days."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v32"], committed("v32")
    source = (BENCH / "experiments" / BUILDERS["v32"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    hard_seen = set()
    for kind, forms in builder.FORMS.items():
        registers = Counter(builder.register_of(f) for f in forms)
        hard = sum(n for r, n in registers.items() if r != "plain")
        assert (registers["plain"], hard) == builder.PROPORTIONS[kind], (kind, registers)
        assert set(registers) - {"plain"} <= set(builder.HARD), (kind, registers)
        hard_seen |= set(registers) - {"plain"}
    assert hard_seen == set(builder.HARD)
    assert {k for k, (p, h) in builder.PROPORTIONS.items() if p == 7 * h} == {"email", "phone", "nick", "card", "iban"}
    assert {k for k, (p, h) in builder.PROPORTIONS.items() if 3 * p == 5 * h} == {"ipv4", "ipv6", "mac", "home_path"}
    planted = [r for r in records if r["group"] == "planted"]
    form_of = {(k, f.name): f for k, forms in builder.FORMS.items() for f in forms}
    per_kind = Counter((r["kind"], builder.register_of(form_of[r["kind"], r["form"]]) == "plain") for r in planted)
    for kind, (plain, hard) in builder.PROPORTIONS.items():
        assert per_kind[kind, True] * hard == per_kind[kind, False] * plain, kind
    assert sum(n for (_, is_plain), n in per_kind.items() if is_plain) == 362 and len(planted) == 480
    languages: dict[str, set] = {}
    for r in planted:
        habit = r["habit"]
        if habit.startswith("language:"):
            language = next(w for w in ("Cebuano", "Norwegian") if w in habit)
            languages.setdefault(language, set()).add(r["kind"])
    assert set(languages) == {"Cebuano", "Norwegian"} and all(len(k) >= 2 for k in languages.values())
    carriers = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in builder.FORMS.values() for form in forms}
    for name in [f"v{n}" for n in range(14, 32)]:
        theirs = {re.sub(r"⟦[^⟧]*⟧", "", form.line) for forms in getattr(heldout_builders[name], "FORMS", {}).values()
                  for form in forms if hasattr(form, "line")}
        assert carriers.isdisjoint(theirs), name
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all(names_its_source("v32", r["source"]) and r["source"].startswith("https://") for r in placed)
    assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    kinds: dict[str, set] = {}
    positions: dict[str, set] = {}
    for r in placed:
        kinds.setdefault(r["position"], set()).add(r["kind"])
        positions.setdefault(r["kind"], set()).add(r["position"])
    assert set(kinds) == set(builder.POSITIONS) and all(len(k) >= 3 for k in kinds.values())
    assert all(len(p) >= 4 for p in positions.values())
    assert all(r["habit"] and r["habit"] == builder.HABITS[f"{r['kind']}/{r['form']}"] for r in planted)
    nicks = [r["needles"][0] for r in planted if r["kind"] == "nick"]
    assert all(any(n.endswith(s) for n in nicks) for s in ("_", "|away", "2", "-laptop"))
    exports = [r for r in placed if r["group"] == "export"]
    assert any("<@!" in r["plant"] for r in exports if r["platform"] == "discord")
    assert any("|" in r["plant"] and "<@" in r["plant"] for r in exports if r["platform"] == "slack")
    # people
    assert not builder.our_names() & builder.earlier_people_names()
    theirs_cultures = set().union(*(set(heldout_builders[f"v{n}"].CULTURES) for n in range(20, 32)))
    assert set(builder.CULTURES).isdisjoint(theirs_cultures)
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            assert r["locale"] in builder.CULTURES
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) == set(builder.CULTURES) and all(len(k) >= 3 for k in per_culture.values())
    names = [r["needles"][0] for r in exports] + [r["value"] for r in records if r["group"] == "side"]
    scripts = {unicodedata.name(c).split()[0] for n in names for c in n if c.isalpha() and ord(c) > 0x24F}
    assert len(scripts & {"DEVANAGARI", "ARABIC", "GEORGIAN", "CYRILLIC", "TIBETAN"}) >= 4, scripts
    # the project's definitions, planted as personal
    by_form: dict[str, list[str]] = {}
    by_kind: dict[str, list[str]] = {}
    for r in planted:
        by_form.setdefault(r["form"], []).append(r["needles"][0])
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    assert all(re.fullmatch(r"[0-9A-F]{8}", v) for v in by_form["a32-secret-short-keyid"])
    assert all(re.fullmatch(r"([0-9A-F]{4} ){4}[0-9A-F]{4}  ([0-9A-F]{4} ){4}[0-9A-F]{4}", v)
               for v in by_form["a32-secret-gpg-fpr-spaced"])
    assert all(re.fullmatch(r"SHA256:[A-Za-z0-9+/]{43}", v) for v in by_form["a32-secret-ssh-sha256-prompt"])
    tokens = by_form["a32-secret-tok-own-line"] + by_form["a32-secret-tok-qmark"]
    assert tokens and all(len(t) >= 32 and re.fullmatch(r"[A-Za-z0-9]+", t) and re.search("[a-z]", t)
                          and re.search("[A-Z]", t) and re.search(r"\d", t) for t in tokens)
    assert {i for i in builder.ISSUERS if any(v.startswith(i) for v in by_kind["secret"])} == set(builder.ISSUERS)
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 12
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert ipaddress.IPv6Address(v).is_link_local and packed[3:5] == b"\xff\xfe"
        assert f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"%3a|[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    phones = [r for r in planted if r["kind"] == "phone"]
    for r in phones:
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    before = Counter(r["region"] for e in earlier_sets("v32") for r in committed(e) if r.get("region"))
    regions = {r["region"] for r in phones}
    assert all(before[region] <= 4 for region in regions) and len(regions) >= 12
    assert regions.isdisjoint({r.get("region") for e in ("v30", "v31") for r in committed(e)})
    for r in planted:
        if r["kind"] == "email" and r.get("locale"):
            value = r["needles"][0]
            domain = value.split("@")[1] if "@" in value else value.split(" at ")[1].replace(" dot ", ".")
            assert domain in builder.DOMAINS_OF[r["locale"]]
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert {ascii_digits(v)[:6] for v in by_kind["card"]} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(v) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    ibans_before = Counter(n[:2].upper() for e in earlier_sets("v32") for r in committed(e) if r["kind"] == "iban"
                           for n in r["needles"][:1])
    assert max(ibans_before[c] for c in builder.IBAN_COUNTRIES) <= 14
    for name in ("v30", "v31"):
        assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders[name].IBAN_COUNTRIES), name
    mirrored = [form.name for form in builder.NEGATIVES if re.sub(r"⟦[^⟧]*⟧", "", form.line) in carriers]
    assert len(mirrored) >= len(builder.NEGATIVES) // 2          # negatives stand in the plants' own phrases
    assert not any(mark in line for _, _, line in builder.TECHNICAL_SHAPES for mark in ("0x", "SHA256:", "MD5:"))


# ------------------------------------------------------------------------------------------- the thirty-third set

def test_the_thirty_third_set_plants_every_kind_in_messages_of_several_lines(heldout_builders) -> None:
    """v33's method: every planted, export and negative message and every technical line holds several lines; each
    form names a layout of `LAYOUTS` (decided before the values) and the layout's page (https), the common layouts
    (label line, list, signature, greeting, answer) hold most forms and every layout holds one; a third of each
    planted kind's plants (24 of 72) sit in multi-line export messages spread over the three platforms; at least half
    the 500 real records are two or three real lines of one speaker of one log joined as one message, every further
    line resolving and used once; a value over two lines has its parts as needles. Its people come from no generator
    (no Faker nor mimesis import; no name of v20's-v31's lists; no culture of theirs; every culture holds plants of
    several kinds) and values read as their kinds: phones valid for their region, in regions used four times or fewer
    before and none of v21's-v31's lists; cards pass Luhn in the set's IINs; IBANs mod 97 in its ten countries, none of
    v23's-v31's; MAC-derived link-local addresses of the set's OUIs; the PGP fingerprint 40 hex digits."""
    import ipaddress
    phonenumbers = pytest.importorskip("phonenumbers")
    luhn, iban = pytest.importorskip("stdnum.luhn"), pytest.importorskip("stdnum.iban")
    builder, records = heldout_builders["v33"], committed("v33")
    source = (BENCH / "experiments" / BUILDERS["v33"]).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) (faker|mimesis|names)\b", source, re.MULTILINE)
    placed = [r for r in records if r["group"] in ("planted", "export")]
    assert all("\n" in r["plant"].strip("\n") or "\n" in (r["plant"] + "x").strip() for r in placed)
    assert all("\n" in r["plant"] for r in records if r["group"] in ("planted", "export", "negative"))
    assert all("\n" in r["text"] for r in records if r["group"] == "technical")
    assert all(r["source"].startswith("https://") and names_its_source("v33", r["source"]) for r in placed)
    layouts = Counter(form.habit for forms in builder.FORMS.values() for form in forms)
    assert set(layouts) == set(builder.LAYOUTS) and sum(builder.LAYOUTS.values()) == 100
    assert sum(layouts[lay] for lay in builder.COMMON_LAYOUTS) > sum(layouts.values()) // 2
    assert all(r["layout"] in builder.LAYOUTS or r["kind"].endswith("_mention") for r in placed)
    assert {r["position"] for r in placed} <= set(builder.POSITIONS)
    counts = Counter((r["group"], r["kind"]) for r in records)
    for kind in PLANTED_KINDS:
        assert counts["export", kind] * 3 >= counts["planted", kind] + counts["export", kind], kind
        assert {r["platform"] for r in placed if r["group"] == "export" and r["kind"] == kind} == {
            "discord", "slack", "telegram"}
    # real records: half or more joined lines of one speaker, each further line resolving and used once
    joined = [r for r in records if r["group"] == "real" and r.get("more")]
    assert len(joined) * 2 >= counts["real", ""] == 500
    used = [(r["file"], r["line"]) for r in records if "file" in r] + [
        (r["file"], more[0]) for r in joined for more in r["more"]]
    assert len(used) == len(set(used))
    if SHARED.is_dir():
        lines = {}
        for r in joined:
            lines.setdefault(r["file"], heldout_builders["v1"].file_lines(SHARED / r["file"]))
            for line, start, length in r["more"]:
                assert len(lines[r["file"]][line][start:start + length]) == length >= 12
        assert all(r["file"].startswith("irc-disentanglement/") for r in records if "file" in r)
    # values over two lines: the parts are needles
    for r in placed:
        if "\n" in r["needles"][0]:
            assert r["position"] == "split" and all(part in r["needles"] for part in r["needles"][0].split("\n"))
    # people from no generator
    assert not builder.our_names() & builder.earlier_people_names()
    theirs = set().union(*(set(heldout_builders[f"v{n}"].CULTURES) for n in range(20, 32)))
    assert set(builder.CULTURES).isdisjoint(theirs)
    per_culture: dict[str, set] = {}
    for r in placed:
        if r.get("locale"):
            per_culture.setdefault(r["locale"], set()).add(r["kind"])
    assert set(per_culture) <= set(builder.CULTURES) and len(per_culture) >= 15
    assert all(len(k) >= 3 for k in per_culture.values())
    # values valid for their kinds
    by_kind: dict[str, list[str]] = {}
    for r in placed:
        by_kind.setdefault(r["kind"], []).append(r["needles"][0])
    for r in (r for r in placed if r["kind"] == "phone"):
        parsed = phonenumbers.parse(r["needles"][0], r["region"])
        assert phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == r["region"]
    regions = {r["region"] for r in placed if r["kind"] == "phone"}
    before = Counter(r["region"] for e in earlier_sets("v33") for r in committed(e) if r.get("region"))
    assert len(regions) >= 12 and all(before[region] <= 4 for region in regions)
    assert regions.isdisjoint(set().union(*(heldout_builders[f"v{n}"].PHONE_REGIONS for n in range(21, 32))))
    assert all(luhn.is_valid(ascii_digits(v)) for v in by_kind["card"])
    assert {ascii_digits(v)[:6] for v in by_kind["card"]} == {p for _, p, _ in builder.CARD_RANGES}
    assert all(iban.is_valid(re.sub(r"\s", "", v)) for v in by_kind["iban"])
    assert {v[:2].upper() for v in by_kind["iban"]} == set(builder.IBAN_COUNTRIES)
    for n in range(23, 32):
        assert set(builder.IBAN_COUNTRIES).isdisjoint(heldout_builders[f"v{n}"].IBAN_COUNTRIES), n
    ouis = {o.replace(":", "") for o in builder.OUIS}
    linked = [v for v in by_kind["ipv6"] if v.startswith("fe80::")]
    assert len(linked) >= 8
    for v in linked:
        packed = ipaddress.IPv6Address(v).packed[8:]
        assert packed[3:5] == b"\xff\xfe" and f"{packed[0] ^ 2:02x}{packed[1]:02x}{packed[2]:02x}" in ouis
    assert all(ipaddress.IPv6Address(v).is_global for v in by_kind["ipv6"] if v not in linked)
    assert all(ipaddress.IPv4Address(v).is_global for v in by_kind["ipv4"])
    assert all(re.sub(r"[^0-9a-f]", "", v.lower())[:6] in ouis for v in by_kind["mac"])
    fprs = [r["needles"][0] for r in placed if r["form"] == "secret-fence-gpg"]
    assert fprs and all(re.fullmatch(r"[0-9A-F]{40}", v) for v in fprs)
    assert {i for i in builder.ISSUERS if any(v.startswith(i) for v in by_kind["secret"])} == set(builder.ISSUERS)
