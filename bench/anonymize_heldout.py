"""The anonymiser on both halves of its labelled material, with the default `--anonymize personal`
(issue 42 item 4): the TUNING half (bench/data/anonymize_labels.jsonl, which the rules were tuned on; measured
as `anonymize_recall.py` does) and the first HELD-OUT set (bench/data/anonymize_heldout.jsonl, built by
bench/experiments/anonymize_heldout.py before the rules of issue 42). That set is SPENT: after one measure its
misses were read and fixed by category, so it is tuning material now and the report says so.

The first held-out set, per record group:

- `planted`: a personal value inside a real #ubuntu line; removed when none of its needles (the value and
  the parts of it that identify) is left in the anonymised text (case-insensitive; a needle the host line
  already held is allowed as often as it held it). Recall per kind and per form.
- `negative`: a value that identifies no one; kept when every needle is still there.
- `technical`, `real`: lines that must not change; the share changed is the false-positive rate.
- `export`: platform mentions in small Discord, Slack and Telegram exports (`heldout_exports.py`) run through
  `disentangle extract --logs EXPORT` with `--anonymize none` and `personal`, side by side; a mention
  reached a released file when its message did (its host text is found in one), and is removed when none of
  its needles is in any released file of the `personal` run (every file but `provenance/`, JSON strings
  read as text, file names included; not `days/` nor `conversation-days/`, which docs/privacy.md says never
  to publish). The exports run with `--min-confidence 0`, so that every exchange is released (the
  anonymiser is measured, not the filters). `side`: a name given as a chat title, channel name or export
  folder.
- cost: the seconds of those extract runs and of `--irc-days` whole #ubuntu days (2005-02-24, linked under
  each date), `none` and `personal` interleaved in fresh processes and output folders, one cache (warmed by
  an untimed run first: the knowledge file, the chat-day splits); the ratio of the medians.

Writes bench/results/anonymize_heldout.md. `--set v2` measures the SECOND held-out set instead
(bench/data/anonymize_heldout2.jsonl, built by bench/experiments/anonymize_heldout2.py on 2026-11-28 before that
session's rules, when the first set had been tuned on) the same way, and writes bench/results/anonymize_heldout2.md.
`--set v3` measures the THIRD held-out set (bench/data/anonymize_heldout3.jsonl, built by
bench/experiments/anonymize_heldout3.py on 2026-11-28 before rules42c's rules, when the second set's misses were
being tuned on; values drawn with Faker, hosts composed and of other communities, plants in platform-native
places of the exports) and writes bench/results/anonymize_heldout3.md. `--set v4` measures the FOURTH
(bench/data/anonymize_heldout4.jsonl, built by bench/experiments/anonymize_heldout4.py on 2026-11-28 before
rules42d's rules, when v3's misses were being tuned on; plants in multi-line pastes split over consecutive
messages and in values typed the way people chat) and writes bench/results/anonymize_heldout4.md. `--set v5`
measures the FIFTH (bench/data/anonymize_heldout5.jsonl, built by bench/experiments/anonymize_heldout5.py on
2026-11-28 while the general detectors were written; forms sampled from public repositories' fixtures and sample
outputs, values from other generators, hosts unused lines of the quietest #ubuntu days) and writes
bench/results/anonymize_heldout5.md. `--set v6` measures the SIXTH (bench/data/anonymize_heldout6.jsonl, built by
bench/experiments/anonymize_heldout6.py on 2026-11-28 after that day's last rules, by an author who read none; forms of what
people paste when asking for help, values from Faker locales and number types no earlier set used) and writes
bench/results/anonymize_heldout6.md. `--set v7` measures the SEVENTH (bench/data/anonymize_heldout7.jsonl, built by
bench/experiments/anonymize_heldout7.py on 2026-11-29 after v6 was spent, by an author who read none of the rules;
forms from other PII and secret detectors' own test examples, each naming its file, hosts half from the
new-channels logs and half from the quietest #ubuntu days) and writes bench/results/anonymize_heldout7.md. `--set v8`
measures the EIGHTH (bench/data/anonymize_heldout8.jsonl, built by bench/experiments/anonymize_heldout8.py on 2026-11-29
after v7 was spent, by an author who read none of the rules; forms from the standards and the issuers' own documents,
each naming its document, in positions no earlier set used, nicks that speak in the host's own log) and writes
bench/results/anonymize_heldout8.md. `--set v9` measures the NINTH (bench/data/anonymize_heldout9.jsonl, built by
bench/experiments/anonymize_heldout9.py on 2026-11-29 after v8 was spent, by an author who read none of the rules;
forms from what users paste, configuration files and program output as this machine's man pages document them, each
naming its man page or upstream format document, in pastes, after prompts, in key/value lines, table columns and
log lines; hosts from three pools) and writes bench/results/anonymize_heldout9.md. `--set v10` measures the TENTH
(bench/data/anonymize_heldout10.jsonl, built by bench/experiments/anonymize_heldout10.py on 2026-11-29 after v9 was
spent, by an author who read none of the rules; carrier phrases in the channels' other languages (Spanish, Brazilian
Portuguese, German, French, Russian, Italian, Polish, Turkish, Indonesian, Hindi in Latin script) with each value in
its country's written convention, each form naming the convention's document) and writes
bench/results/anonymize_heldout10.md. `--set v11` measures the ELEVENTH (bench/data/anonymize_heldout11.jsonl, built by
bench/experiments/anonymize_heldout11.py on 2026-11-29 after v10 was spent, by an author who read none of the rules;
values as clients, exporters, browsers and programs encode them: Slack auto-links and escapes, Discord markdown,
Telegram entities, percent-encoded URLs, mailto / tel / sms / wa.me links, non-breaking and zero-width characters,
fullwidth forms, HTML character references, JSON / YAML / INI / shell / Python / CSV / form encodings and secrets in
HTTP headers, each form naming the encoding's document) and writes bench/results/anonymize_heldout11.md. `--set v12`
measures the TWELFTH (bench/data/anonymize_heldout12.jsonl, built by bench/experiments/anonymize_heldout12.py on
2026-11-29 after v11 was spent, by an author who read none of the rules; carrier phrases in languages of Asia, Africa
and the Middle East in their own scripts (Chinese, Japanese, Korean, Thai, Vietnamese, Arabic, Persian, Hebrew, Urdu,
Bengali, Hindi in Devanagari, Tamil, Amharic, Swahili, Yoruba, Hausa, Filipino) with each value in its country's
written convention, native digits where people use them, values glued to the script, after and inside its own
punctuation and quotes) and writes bench/results/anonymize_heldout12.md. `--set v13` measures the THIRTEENTH
(bench/data/anonymize_heldout13.jsonl, built by bench/experiments/anonymize_heldout13.py on 2026-11-29 after v12 was
spent, by an author who read none of the rules; values as hurried people mistype and half-format them: phones
irregularly grouped, without `+`, with the trunk zero kept or an extension glued, cards and IBANs with mixed or doubled
separators and in lower case, e-mail in capitals, with glued punctuation or typo'd domains, IP addresses with ports,
paths, CIDR suffixes, zones or leading zeros, MACs with mixed or missing separators, secrets after misspelled words and
half-closed quotes, home paths with spaces and mixed slashes, retyped nicks and hand-typed mentions, each form naming a
public page or thread that shows the habit) and writes bench/results/anonymize_heldout13.md. `--set v14` measures the
FOURTEENTH (bench/data/anonymize_heldout14.jsonl, built by bench/experiments/anonymize_heldout14.py on 2026-11-29 after
v13 was spent, by an author who read none of the rules; an auditor's sample of what real chat holds: every claimed kind
written the everyday ways people give it in a help channel or team chat, three quarters plain and one quarter harder (a
typo, an obfuscation, an encoding, another language or script, a pasted config or program output line), proportions
decided before the values, each form naming its tier and a public document that shows the habit) and writes
bench/results/anonymize_heldout14.md. `--set v15` measures the
FIFTEENTH (bench/data/anonymize_heldout15.jsonl, built by bench/experiments/anonymize_heldout15.py on 2026-11-29 after
v13 was spent, by an author who read none of the rules nor v14; values with nothing to announce them: addresses,
numbers, passwords and tokens, MACs, cards, IBANs and home paths given bare in carrier phrases that name nothing of
their kind, nicks said in the middle of a sentence or with `'s`, platform names typed bare, each form naming a public
page or thread that shows the habit) and writes bench/results/anonymize_heldout15.md. `--set v16` measures the
SIXTEENTH (bench/data/anonymize_heldout16.jsonl, built by bench/experiments/anonymize_heldout16.py on 2026-11-29 after
v15 was spent, by an author who read none of the rules nor v17; a second, independent auditor's sample of what real chat
holds: every claimed kind the everyday ways people give it in a help channel or team chat, five sixths plain and one
sixth harder, proportions decided before the values, PGP and SSH host key fingerprints and MAC-derived link-local
addresses planted as personal, each form naming its tier and a public page, thread or document that shows the habit)
and writes bench/results/anonymize_heldout16.md. `--set v17` measures the
SEVENTEENTH (bench/data/anonymize_heldout17.jsonl, built by bench/experiments/anonymize_heldout17.py on 2026-11-29 after
v15 was spent, by an author who read none of the rules nor v16; a second, independent set of values with nothing to
announce them: every kind given bare after words that name something else, typed into the wrong window, read off a
sticker or a letter, nicks talked about and with a glued `s`, PGP and SSH fingerprints, prefix-less 32+ character
tokens and MAC-derived link-local addresses planted as personal, platform names typed bare and on their own line of a
multi-line message, each form naming a public page or thread that shows the habit) and writes
bench/results/anonymize_heldout17.md. `--set v18` measures the
EIGHTEENTH (bench/data/anonymize_heldout18.jsonl, built by bench/experiments/anonymize_heldout18.py on 2026-11-29 after
v16 and v17 were spent, by an author who read none of the rules nor v19; a third, independent auditor's sample of what
real chat holds: every claimed kind the everyday ways people give it, three quarters plain and one quarter harder
(pasted output lines the largest share of it), proportions decided before the values, PGP key ids and fingerprints,
SSH host key fingerprints and MAC-derived link-local addresses planted as personal, each form naming its tier and a
public page, thread or document that shows the habit) and writes bench/results/anonymize_heldout18.md. `--set v19` measures the
NINETEENTH (bench/data/anonymize_heldout19.jsonl, built by bench/experiments/anonymize_heldout19.py on 2026-11-29 after
v17 was spent, by an author who read none of the rules nor v18; a third, independent set of values with nothing to
announce them: every kind given bare as a suggestion, after everyday verbs that name something else, with a time or
a day after it, quoted off a screen, in error paths, nicks in reported speech and possessives, PGP long key ids, SSH
MD5 fingerprints with no prefix, prefix-less tokens and MAC-derived link-local addresses planted as personal,
platform names typed bare, in quotes and on their own line, each form naming a public thread that shows the habit)
and writes bench/results/anonymize_heldout19.md. `--set v20` measures the TWENTIETH
(bench/data/anonymize_heldout20.jsonl, built by bench/experiments/anonymize_heldout20.py on 2026-11-29 after v19 was
spent, by an author who read none of the rules nor v21; a fourth, independent auditor's sample of what real chat
holds: every claimed kind the everyday ways people give it, five sixths plain and one sixth harder (pasted output and
config lines the largest share of it, then typos, obfuscations and encodings, then other languages), proportions
decided before the values, people written by hand from many cultures and scripts (no name generator), PGP key ids
and fingerprints, SSH host key fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as
personal, each form naming its tier and a public thread or document that shows the habit) and writes
bench/results/anonymize_heldout20.md. `--set v21` measures the TWENTY-FIRST
(bench/data/anonymize_heldout21.jsonl, built by bench/experiments/anonymize_heldout21.py on 2026-11-29 after v19 was
spent, by an author who read none of the rules nor v20; a fourth, independent set of values with nothing to announce
them: every kind given bare in carrier phrases of everyday errands (lending, fixing, moving, waiting), people whose
names were written by hand across many cultures and scripts (no name generator), PGP fingerprints, SSH SHA256
fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as personal, platform names typed bare,
each form naming a public thread that shows the habit) and writes bench/results/anonymize_heldout21.md. `--set v22`
measures the TWENTY-SECOND (bench/data/anonymize_heldout22.jsonl, built by bench/experiments/anonymize_heldout22.py on
2026-11-29 after v21 was spent, by an author who read none of the rules nor v23; a fifth, independent auditor's
sample of what real chat holds: every claimed kind the everyday ways a help channel gives it, seven plain forms and
three harder ones per kind (typos, obfuscation, percent-encoding, other languages, pasted program output and config
lines), proportions decided before the values, people written by hand from seventeen cultures and seven scripts (no
name generator), PGP long key ids, SSH SHA256 fingerprints inside ssh's warning, prefix-less tokens and MAC-derived
link-local addresses planted as personal, platform names typed with a hand-typed @, addressed and thanked, each form
naming a public document that shows the habit) and writes bench/results/anonymize_heldout22.md. `--set v23`
measures the TWENTY-THIRD (bench/data/anonymize_heldout23.jsonl, built by bench/experiments/anonymize_heldout23.py on
2026-11-29 after v21 was spent, by an author who read none of the rules nor v22; a fifth, independent set of values
with nothing to announce them: every kind given bare as the correction of a line before (a star, a sed substitution,
`no wait`, `make that`, `scratch that`, a hedge), people whose names were written by hand across nineteen naming
cultures and five scripts none of v20 / v21 drew from (no name generator), PGP fingerprints in one forty-digit run,
SSH MD5: fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as personal, platform names
typed bare as corrections, each form naming a public thread that shows the habit) and writes
bench/results/anonymize_heldout23.md. `--set v24` measures the TWENTY-FOURTH (bench/data/anonymize_heldout24.jsonl,
built by bench/experiments/anonymize_heldout24.py on 2026-11-29 after v23 was spent, by an author who read none of the
rules nor v25; a sixth, independent auditor's sample of what real chat holds: every claimed kind the everyday ways a
help channel or team chat gives it, six plain forms and two harder ones per kind (an obfuscated address, carriers in
Italian, Turkish, Spanish and German, pasted `ip addr`, `git config`, vCard, `.env`, `getmac` and invoice lines, a
percent-encoded file URI, nick variants), proportions decided before the values, people written by hand from
seventeen naming cultures and six scripts none of v20-v23's lists hold (no name generator), OpenPGP fingerprints as
`gpg --fingerprint` prints them, SSH SHA256 fingerprints in `ssh-keygen -lf`'s line, prefix-less tokens and
MAC-derived link-local addresses planted as personal, mentions as the clients write them and as people type them,
each form naming a public document that shows the habit) and writes bench/results/anonymize_heldout24.md.
`--set v25` measures the TWENTY-FIFTH (bench/data/anonymize_heldout25.jsonl,
built by bench/experiments/anonymize_heldout25.py on 2026-11-29 after v23 was spent, by an author who read none of the
rules nor v24; a sixth, independent set of values with nothing to announce them: every kind given bare as the ANSWER
to a question asked a line before (the question quoted with `>`, a caret pointing up, `yep`, `nope`, an echo with
`?`, a pointer among options), people whose names were written by hand across twenty naming cultures and five scripts
none of v20-v23 drew from (no name generator), PGP fingerprints in gpg's ten groups of four, SSH SHA256:
fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as personal, platform names typed bare
as answers, each form naming a public thread that shows the habit) and writes bench/results/anonymize_heldout25.md.
`--set v26` measures the TWENTY-SIXTH (bench/data/anonymize_heldout26.jsonl,
built by bench/experiments/anonymize_heldout26.py on 2026-11-29 after v24 and v25 were spent, by an author who read
none of the rules nor v27; a seventh, independent auditor's sample of what real chat holds: every claimed kind the
everyday ways a help channel or team chat gives it, seven plain forms and one harder per kind (an address munged with
[at] / [dot], carriers in Portuguese, French, Russian and Greek, pasted ssh, netplan, ~/.netrc and IRC log lines, a
JSON-escaped Windows path), proportions decided before the values, people written by hand from twenty naming
cultures and eight scripts none of v20-v25's lists hold (no name generator), OpenPGP fingerprints, SSH SHA256 host
key fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as personal, hosted in the
#ubuntu days only (the irclogs days are used up), each form naming a public document that shows the habit) and
writes bench/results/anonymize_heldout26.md.
`--set v27` measures the TWENTY-SEVENTH (bench/data/anonymize_heldout27.jsonl,
built by bench/experiments/anonymize_heldout27.py on 2026-11-29 after v24 and v25 were spent, by an author who read
none of the rules nor v26; a seventh, independent set of values with nothing to announce them: every kind given bare
and HEDGED, said from uncertain memory (`iirc`, `i think`, `maybe`, `something like`, `afaik`, `don't quote me`),
people whose names were written by hand across twenty naming cultures and five scripts none of v20-v25 drew from (no
name generator), PGP fingerprints in gpg's ten groups of four, SSH SHA256: fingerprints, prefix-less tokens and
MAC-derived link-local addresses planted as personal, platform names typed bare and hedged, hosts from the #ubuntu
days only, each form naming a public page that shows the habit) and writes bench/results/anonymize_heldout27.md.
`--set v28` measures the TWENTY-EIGHTH (bench/data/anonymize_heldout28.jsonl,
built by bench/experiments/anonymize_heldout28.py on 2026-11-29 after v26 and v27 were spent, by an author who read
none of the rules nor v29; an eighth, independent auditor's sample of what real chat holds: every claimed kind the
everyday ways a help channel or team chat gives it, eight plain forms and two harder per kind (five plants in six
plain), the harder ones pasted program output and config lines (`git config -l`, a vCard, `ip a`, `ping`, `ip link`,
a compose file, WSL, irssi, a checkout form, SEPA XML), carriers in German, Afrikaans, Traditional Chinese, Basque,
Spanish, Dutch and Romanian, a NOSPAM-munged address, base64 basic auth and a percent-encoded file URI, proportions
decided before the values, people written by hand from twenty naming cultures and six scripts beside Latin none of v20-v27's
lists hold (no name generator), OpenPGP fingerprints and long key ids, SSH SHA256 host key fingerprints, prefix-less
tokens and MAC-derived link-local addresses planted as personal, hosted in the #ubuntu days only, each form naming a
public document that shows the habit) and writes bench/results/anonymize_heldout28.md.
`--set v29` measures the TWENTY-NINTH (bench/data/anonymize_heldout29.jsonl,
built by bench/experiments/anonymize_heldout29.py on 2026-11-29 after v26 and v27 were spent, by an author who read
none of the rules nor v28; an eighth, independent set of values with nothing to announce them: every kind given bare
and TOLD IN TIME, dropped into the story of when something happened (`since tuesday`, `after the reboot`, `until
friday`, `yesterday`, `first ... then`, `an hour ago`), people whose names were written by hand across twenty naming
cultures and eight scripts none of v20-v27 drew from (no name generator), PGP fingerprints in gpg's ten groups of
four, SSH SHA256: fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as personal, platform
names typed bare and told in time, hosts from the #ubuntu days only, each form naming a public page that shows the
habit) and writes bench/results/anonymize_heldout29.md.
`--set v30` measures the THIRTIETH (bench/data/anonymize_heldout30.jsonl,
built by bench/experiments/anonymize_heldout30.py on 2026-11-29 after v28 and v29 were spent, by an author who read
none of the rules nor v31; a ninth, independent auditor's sample of what real chat holds: every claimed kind written
the ways people write it in a help channel or a team chat, three plain forms to one harder (a pasted program output
or config line, a carrier in another language or script, a typo, an obfuscated address, a percent-encoded value),
proportions decided before the values, nicks addressed, thanked and in their variants (`_`, `|away`, `2`,
`-laptop`), people written by hand from twenty naming cultures none of v20-v29 drew from (no name generator), OpenPGP
long key ids and forty-digit fingerprints, SSH MD5: host key fingerprints, prefix-less tokens and MAC-derived
link-local addresses planted as personal, hosts from the #ubuntu days only, each form naming a public page that shows
the habit) and writes bench/results/anonymize_heldout30.md.
`--set v31` measures the THIRTY-FIRST (bench/data/anonymize_heldout31.jsonl,
built by bench/experiments/anonymize_heldout31.py on 2026-11-29 after v28 and v29 were spent, by an author who read
none of the rules nor v30; a ninth, independent set of values with nothing to announce them: every kind given bare
and SAID WITH FEELING, dropped into a line whose only other content is the speaker's mood (`ugh X`, `lol X`, `X :)`,
`X?! whoa`, `X is down AGAIN`, `phew, X picked up`), people whose names were written by hand across twenty naming
cultures and six scripts beside Latin none of v20-v29 drew from (no name generator), PGP fingerprints in gpg's ten
groups of four, SSH SHA256: fingerprints, prefix-less tokens and MAC-derived link-local addresses planted as personal,
platform names typed bare and said with feeling, hosts from the #ubuntu days only, each form naming a public page that
shows the habit) and writes bench/results/anonymize_heldout31.md.
`--set v32` measures the THIRTY-SECOND (bench/data/anonymize_heldout32.jsonl,
built by bench/experiments/anonymize_heldout32.py on 2026-11-29 after v30 and v31 were spent, by an author who read
none of the rules nor v33; a tenth, independent auditor's sample of what real chat holds: every claimed kind written
the ways people write it in a help channel or a team chat, in proportions decided per kind before the values (seven
plain forms to one harder for the typed kinds, e-mail, phone, nick, card and IBAN; five to three for the kinds that
arrive in pasted program output, IPv4, IPv6, MAC and home paths; eight to four for secrets), the harder ones a pasted
output or config line, a carrier in Cebuano, Norwegian, Russian or Nepali, a typo, an address with at and dot spelled
out, a percent-encoded MAC; people written by hand from twenty naming cultures none of v20-v31 drew from (no name
generator), OpenPGP short key ids and spaced fingerprints, SSH SHA256: host key fingerprints, prefix-less tokens and
MAC-derived link-local addresses planted as personal, hosts from the #ubuntu days only, each form naming the public
document of the habit) and writes bench/results/anonymize_heldout32.md.
`--set v33` measures the THIRTY-THIRD (bench/data/anonymize_heldout33.jsonl,
built by bench/experiments/anonymize_heldout33.py on 2026-11-29 after v1-v31 were spent, by an author who read none of
the rules nor v32; every claimed kind planted in MESSAGES OF SEVERAL LINES as Discord, Slack and Telegram users write
them: a label line then the value alone, a signature block, a list of contact details, a greeting line, an answer
under its question, a pasted config or program output, a quoted reply, a code fence, a value broken over two lines;
planted records join a real line and the form's lines, a third of each planted kind's plants in multi-line export
messages, negatives and technical lines multi-line, 260 of the 500 real records two or three lines of one speaker
joined as one message (`more`), people written by hand across eighteen naming cultures none of v20-v31 drew from, hosts
from the #ubuntu days only, each form naming the layout's page) and writes bench/results/anonymize_heldout33.md.

    python bench/anonymize_heldout.py                 # ~5 min here (2 cores)
    python bench/anonymize_heldout.py --no-extract    # the text-level figures only (~30 s)
    python bench/anonymize_heldout.py --set v2        # the second held-out set
    python bench/anonymize_heldout.py --set v3        # the third held-out set
    python bench/anonymize_heldout.py --set v4        # the fourth held-out set
    python bench/anonymize_heldout.py --set v5        # the fifth held-out set
    python bench/anonymize_heldout.py --set v6        # the sixth held-out set
    python bench/anonymize_heldout.py --set v7        # the seventh held-out set
    python bench/anonymize_heldout.py --set v8        # the eighth held-out set
    python bench/anonymize_heldout.py --set v9        # the ninth held-out set
    python bench/anonymize_heldout.py --set v10       # the tenth held-out set
    python bench/anonymize_heldout.py --set v11       # the eleventh held-out set
    python bench/anonymize_heldout.py --set v12       # the twelfth held-out set
    python bench/anonymize_heldout.py --set v13       # the thirteenth held-out set
    python bench/anonymize_heldout.py --set v14       # the fourteenth held-out set
    python bench/anonymize_heldout.py --set v15       # the fifteenth held-out set
    python bench/anonymize_heldout.py --set v16       # the sixteenth held-out set
    python bench/anonymize_heldout.py --set v17       # the seventeenth held-out set
    python bench/anonymize_heldout.py --set v18       # the eighteenth held-out set
    python bench/anonymize_heldout.py --set v19       # the nineteenth held-out set
    python bench/anonymize_heldout.py --set v20       # the twentieth held-out set
    python bench/anonymize_heldout.py --set v21       # the twenty-first held-out set
    python bench/anonymize_heldout.py --set v22       # the twenty-second held-out set
    python bench/anonymize_heldout.py --set v23       # the twenty-third held-out set
    python bench/anonymize_heldout.py --set v24       # the twenty-fourth held-out set
    python bench/anonymize_heldout.py --set v25       # the twenty-fifth held-out set
    python bench/anonymize_heldout.py --set v26       # the twenty-sixth held-out set
    python bench/anonymize_heldout.py --set v27       # the twenty-seventh held-out set
    python bench/anonymize_heldout.py --set v28       # the twenty-eighth held-out set
    python bench/anonymize_heldout.py --set v29       # the twenty-ninth held-out set
    python bench/anonymize_heldout.py --set v30       # the thirtieth held-out set
    python bench/anonymize_heldout.py --set v31       # the thirty-first held-out set
    python bench/anonymize_heldout.py --set v32       # the thirty-second held-out set
    python bench/anonymize_heldout.py --set v33       # the thirty-third held-out set
"""
from __future__ import annotations

import argparse
import datetime as dt
import gzip
import json
import logging
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parent.parent))  # this tree's package, whatever is installed

from anonymize_recall import LABELS, measure  # noqa: E402 -- bench/, beside this script
from experiments.anonymize_heldout import file_lines
from experiments.anonymize_heldout2 import SEED as V2_SEED
from experiments.anonymize_heldout3 import EXPORT_SEED as V3_SEED
from experiments.anonymize_heldout4 import EXPORT_SEED as V4_SEED
from experiments.anonymize_heldout5 import EXPORT_SEED as V5_SEED
from experiments.anonymize_heldout6 import EXPORT_SEED as V6_SEED
from experiments.anonymize_heldout7 import EXPORT_SEED as V7_SEED
from experiments.anonymize_heldout8 import EXPORT_SEED as V8_SEED
from experiments.anonymize_heldout9 import EXPORT_SEED as V9_SEED
from experiments.anonymize_heldout10 import EXPORT_SEED as V10_SEED
from experiments.anonymize_heldout11 import EXPORT_SEED as V11_SEED
from experiments.anonymize_heldout12 import EXPORT_SEED as V12_SEED
from experiments.anonymize_heldout13 import EXPORT_SEED as V13_SEED
from experiments.anonymize_heldout14 import EXPORT_SEED as V14_SEED
from experiments.anonymize_heldout15 import EXPORT_SEED as V15_SEED
from experiments.anonymize_heldout16 import EXPORT_SEED as V16_SEED
from experiments.anonymize_heldout17 import EXPORT_SEED as V17_SEED
from experiments.anonymize_heldout18 import EXPORT_SEED as V18_SEED
from experiments.anonymize_heldout19 import EXPORT_SEED as V19_SEED
from experiments.anonymize_heldout20 import EXPORT_SEED as V20_SEED
from experiments.anonymize_heldout21 import EXPORT_SEED as V21_SEED
from experiments.anonymize_heldout22 import EXPORT_SEED as V22_SEED
from experiments.anonymize_heldout23 import EXPORT_SEED as V23_SEED
from experiments.anonymize_heldout24 import EXPORT_SEED as V24_SEED
from experiments.anonymize_heldout25 import EXPORT_SEED as V25_SEED
from experiments.anonymize_heldout26 import EXPORT_SEED as V26_SEED
from experiments.anonymize_heldout27 import EXPORT_SEED as V27_SEED
from experiments.anonymize_heldout28 import EXPORT_SEED as V28_SEED
from experiments.anonymize_heldout29 import EXPORT_SEED as V29_SEED
from experiments.anonymize_heldout30 import EXPORT_SEED as V30_SEED
from experiments.anonymize_heldout31 import EXPORT_SEED as V31_SEED
from experiments.anonymize_heldout32 import EXPORT_SEED as V32_SEED
from experiments.anonymize_heldout33 import EXPORT_SEED as V33_SEED
from heldout_exports import SEED as EXPORT_SEED
from heldout_exports import exchanges, write_export
from report import publish

from disentangle.logs.files import read_log
from disentangle.privacy.engine import PERSONAL, Anonymizer, PrivacySettings, name_rule
from disentangle.privacy.names import log_names, name_keys, without_bots

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
HELDOUT = ROOT / "bench" / "data" / "anonymize_heldout.jsonl"
RESULT = ROOT / "bench" / "results" / "anonymize_heldout.md"


@dataclass(frozen=True)
class HeldOutSet:
    """One held-out set: its records, its builder, where its figures go, and the seed of its exports."""

    data: Path
    builder: str
    result: Path
    export_seed: int


SETS = {"v1": HeldOutSet(HELDOUT, "bench/experiments/anonymize_heldout.py", RESULT, EXPORT_SEED),
        "v2": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout2.jsonl",
                         "bench/experiments/anonymize_heldout2.py",
                         ROOT / "bench" / "results" / "anonymize_heldout2.md", V2_SEED),
        "v3": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout3.jsonl",
                         "bench/experiments/anonymize_heldout3.py",
                         ROOT / "bench" / "results" / "anonymize_heldout3.md", V3_SEED),
        "v4": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout4.jsonl",
                         "bench/experiments/anonymize_heldout4.py",
                         ROOT / "bench" / "results" / "anonymize_heldout4.md", V4_SEED),
        "v5": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout5.jsonl",
                         "bench/experiments/anonymize_heldout5.py",
                         ROOT / "bench" / "results" / "anonymize_heldout5.md", V5_SEED),
        "v6": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout6.jsonl",
                         "bench/experiments/anonymize_heldout6.py",
                         ROOT / "bench" / "results" / "anonymize_heldout6.md", V6_SEED),
        "v7": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout7.jsonl",
                         "bench/experiments/anonymize_heldout7.py",
                         ROOT / "bench" / "results" / "anonymize_heldout7.md", V7_SEED),
        "v8": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout8.jsonl",
                         "bench/experiments/anonymize_heldout8.py",
                         ROOT / "bench" / "results" / "anonymize_heldout8.md", V8_SEED),
        "v9": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout9.jsonl",
                         "bench/experiments/anonymize_heldout9.py",
                         ROOT / "bench" / "results" / "anonymize_heldout9.md", V9_SEED),
        "v10": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout10.jsonl",
                          "bench/experiments/anonymize_heldout10.py",
                          ROOT / "bench" / "results" / "anonymize_heldout10.md", V10_SEED),
        "v11": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout11.jsonl",
                          "bench/experiments/anonymize_heldout11.py",
                          ROOT / "bench" / "results" / "anonymize_heldout11.md", V11_SEED),
        "v12": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout12.jsonl",
                          "bench/experiments/anonymize_heldout12.py",
                          ROOT / "bench" / "results" / "anonymize_heldout12.md", V12_SEED),
        "v13": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout13.jsonl",
                          "bench/experiments/anonymize_heldout13.py",
                          ROOT / "bench" / "results" / "anonymize_heldout13.md", V13_SEED),
        "v14": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout14.jsonl",
                          "bench/experiments/anonymize_heldout14.py",
                          ROOT / "bench" / "results" / "anonymize_heldout14.md", V14_SEED),
        "v15": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout15.jsonl",
                          "bench/experiments/anonymize_heldout15.py",
                          ROOT / "bench" / "results" / "anonymize_heldout15.md", V15_SEED),
        "v16": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout16.jsonl",
                          "bench/experiments/anonymize_heldout16.py",
                          ROOT / "bench" / "results" / "anonymize_heldout16.md", V16_SEED),
        "v17": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout17.jsonl",
                          "bench/experiments/anonymize_heldout17.py",
                          ROOT / "bench" / "results" / "anonymize_heldout17.md", V17_SEED),
        "v18": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout18.jsonl",
                          "bench/experiments/anonymize_heldout18.py",
                          ROOT / "bench" / "results" / "anonymize_heldout18.md", V18_SEED),
        "v19": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout19.jsonl",
                          "bench/experiments/anonymize_heldout19.py",
                          ROOT / "bench" / "results" / "anonymize_heldout19.md", V19_SEED),
        "v20": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout20.jsonl",
                          "bench/experiments/anonymize_heldout20.py",
                          ROOT / "bench" / "results" / "anonymize_heldout20.md", V20_SEED),
        "v21": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout21.jsonl",
                          "bench/experiments/anonymize_heldout21.py",
                          ROOT / "bench" / "results" / "anonymize_heldout21.md", V21_SEED),
        "v22": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout22.jsonl",
                          "bench/experiments/anonymize_heldout22.py",
                          ROOT / "bench" / "results" / "anonymize_heldout22.md", V22_SEED),
        "v23": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout23.jsonl",
                          "bench/experiments/anonymize_heldout23.py",
                          ROOT / "bench" / "results" / "anonymize_heldout23.md", V23_SEED),
        "v24": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout24.jsonl",
                          "bench/experiments/anonymize_heldout24.py",
                          ROOT / "bench" / "results" / "anonymize_heldout24.md", V24_SEED),
        "v25": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout25.jsonl",
                          "bench/experiments/anonymize_heldout25.py",
                          ROOT / "bench" / "results" / "anonymize_heldout25.md", V25_SEED),
        "v26": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout26.jsonl",
                          "bench/experiments/anonymize_heldout26.py",
                          ROOT / "bench" / "results" / "anonymize_heldout26.md", V26_SEED),
        "v27": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout27.jsonl",
                          "bench/experiments/anonymize_heldout27.py",
                          ROOT / "bench" / "results" / "anonymize_heldout27.md", V27_SEED),
        "v28": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout28.jsonl",
                          "bench/experiments/anonymize_heldout28.py",
                          ROOT / "bench" / "results" / "anonymize_heldout28.md", V28_SEED),
        "v29": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout29.jsonl",
                          "bench/experiments/anonymize_heldout29.py",
                          ROOT / "bench" / "results" / "anonymize_heldout29.md", V29_SEED),
        "v30": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout30.jsonl",
                          "bench/experiments/anonymize_heldout30.py",
                          ROOT / "bench" / "results" / "anonymize_heldout30.md", V30_SEED),
        "v31": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout31.jsonl",
                          "bench/experiments/anonymize_heldout31.py",
                          ROOT / "bench" / "results" / "anonymize_heldout31.md", V31_SEED),
        "v32": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout32.jsonl",
                          "bench/experiments/anonymize_heldout32.py",
                          ROOT / "bench" / "results" / "anonymize_heldout32.md", V32_SEED),
        "v33": HeldOutSet(ROOT / "bench" / "data" / "anonymize_heldout33.jsonl",
                          "bench/experiments/anonymize_heldout33.py",
                          ROOT / "bench" / "results" / "anonymize_heldout33.md", V33_SEED)}
ORDINALS = {"v2": "second", "v3": "third", "v4": "fourth", "v5": "fifth", "v6": "sixth", "v7": "seventh",
            "v8": "eighth", "v9": "ninth", "v10": "tenth", "v11": "eleventh",
            "v12": "twelfth", "v13": "thirteenth", "v14": "fourteenth", "v15": "fifteenth",
            "v16": "sixteenth", "v17": "seventeenth", "v18": "eighteenth", "v19": "nineteenth",
            "v20": "twentieth", "v21": "twenty-first", "v22": "twenty-second",
            "v23": "twenty-third", "v24": "twenty-fourth", "v25": "twenty-fifth",
            "v26": "twenty-sixth", "v27": "twenty-seventh", "v28": "twenty-eighth", "v29": "twenty-ninth",
            "v30": "thirtieth", "v31": "thirty-first", "v32": "thirty-second", "v33": "thirty-third"}
BEFORE = {"v2": "that session's rules", "v3": "rules42c's rules", "v4": "rules42d's rules",
          "v5": "the general detectors were measured",
          "v6": "it was measured, by an author who read none of the rules",
          "v7": "it was measured, by an author who read none of the rules",
          "v8": "it was measured, by an author who read none of the rules",
          "v9": "it was measured, by an author who read none of the rules",
          "v10": "it was measured, by an author who read none of the rules",
          "v11": "it was measured, by an author who read none of the rules",
          "v12": "it was measured, by an author who read none of the rules",
          "v13": "it was measured, by an author who read none of the rules",
          "v14": "it was measured, by an author who read none of the rules",
          "v15": "it was measured, by an author who read none of the rules",
          "v16": "it was measured, by an author who read none of the rules",
          "v17": "it was measured, by an author who read none of the rules",
          "v18": "it was measured, by an author who read none of the rules",
          "v19": "it was measured, by an author who read none of the rules",
          "v20": "it was measured, by an author who read none of the rules",
          "v21": "it was measured, by an author who read none of the rules",
          "v22": "it was measured, by an author who read none of the rules",
          "v23": "it was measured, by an author who read none of the rules",
          "v24": "it was measured, by an author who read none of the rules",
          "v25": "it was measured, by an author who read none of the rules",
          "v26": "it was measured, by an author who read none of the rules",
          "v27": "it was measured, by an author who read none of the rules",
          "v28": "it was measured, by an author who read none of the rules",
          "v29": "it was measured, by an author who read none of the rules",
          "v30": "it was measured, by an author who read none of the rules",
          "v31": "it was measured, by an author who read none of the rules",
          "v32": "it was measured, by an author who read none of the rules",
          "v33": "it was measured, by an author who read none of the rules"}     # the rules each set was written before
WRITTEN = {"v7": "2026-11-29", "v8": "2026-11-29", "v9": "2026-11-29", "v10": "2026-11-29",
           "v11": "2026-11-29", "v12": "2026-11-29", "v13": "2026-11-29",
           "v14": "2026-11-29", "v15": "2026-11-29", "v16": "2026-11-29",
           "v17": "2026-11-29", "v18": "2026-11-29", "v19": "2026-11-29",
           "v20": "2026-11-29", "v21": "2026-11-29", "v22": "2026-11-29", "v23": "2026-11-29",
           "v24": "2026-11-29", "v25": "2026-11-29", "v26": "2026-11-29", "v27": "2026-11-29",
           "v28": "2026-11-29", "v29": "2026-11-29", "v30": "2026-11-29", "v31": "2026-11-29",
           "v32": "2026-11-29", "v33": "2026-11-29"}        # the day each later set was written (2026-11-28 when not listed)
DAY = SHARED / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
TARGET_RECALL, TARGET_FP, TARGET_RATIO = 0.95, 0.01, 1.1      # issue 42
MODES = ("none", "personal")
PLATFORMS = ("discord", "slack", "telegram")
MIN_FRAGMENT = 10            # characters of host text that show a message reached a released file
NOT_RELEASED = ("provenance", "days", "conversation-days")   # docs/privacy.md: never to publish
TEXT_UNITS = re.compile(r"\r?\n|\s*__eo[ut]__\s*")   # what parts a released file of other text into units
UNIT = "\n\x1e\n"           # between the units of a released text (a record separator on a line of its own)
logger = logging.getLogger(__name__)
SHOWN_MISSES = 60
VALIDATION_FAILED = 1            # extract's exit status when its validation refuses the release (files written)


class Texts:
    """Host lines of the shared data by reference (checked), and the names each log knows."""

    def __init__(self) -> None:
        self.lines: dict[str, list[str]] = {}
        self.names: dict[str, frozenset[str]] = {}

    def host(self, record: dict) -> str:
        if "text" in record:
            return record["text"]
        if record["file"] not in self.lines:
            self.lines[record["file"]] = file_lines(SHARED / record["file"])
        text = self.lines[record["file"]][record["line"]][record["start"]:record["start"] + record["length"]]
        if len(text) != record["length"]:
            raise SystemExit(f"{record['file']}:{record['line']}: the shared log changed (held-out set out of date)")
        for line, start, length in record.get("more", ()):     # v33: further lines of one speaker, one message
            more = self.lines[record["file"]][line][start:start + length]
            if len(more) != length:
                raise SystemExit(f"{record['file']}:{line}: the shared log changed (held-out set out of date)")
            text += "\n" + more
        return text

    def text(self, record: dict) -> str:
        host = self.host(record)
        return host[:record["at"]] + record["plant"] + host[record["at"]:] if "plant" in record else host

    def known(self, record: dict) -> frozenset[str]:
        found = name_keys(record["names"])
        if "file" in record:
            if record["file"] not in self.names:
                self.names[record["file"]] = without_bots(log_names(read_log(SHARED / record["file"])))  # as extract
            found |= self.names[record["file"]]
        return found


def leaked(needles: list[str], host: str, output: str) -> list[str]:
    """The needles more often in the output than the host line held them (case-insensitive)."""
    low, before = output.lower(), host.lower()
    return [n for n in needles if low.count(n.lower()) > before.count(n.lower())]


def text_level(records: list[dict]) -> tuple[dict[str, Counter], list[str]]:
    """Held-out figures of the planted, negative, technical and real records (the anonymiser on text)."""
    settings, texts = PrivacySettings(PERSONAL), Texts()
    found: dict[str, Counter] = defaultdict(Counter)
    notes: list[str] = []
    for record in (r for r in records if r["group"] in ("planted", "negative", "technical", "real")):
        text = texts.text(record)
        output = Anonymizer(settings, name_rule(texts.known(record), settings)).text(text, Counter())
        group, row = record["group"], found[f"{record['group']}:{record['kind']}"]
        row["n"] += 1
        if group == "planted":
            left = leaked(record["needles"], texts.host(record), output)
            found[f"form:{record['kind']}:{record['form']}"]["n"] += 1
            found[f"form:{record['kind']}:{record['form']}"]["ok"] += not left
            row["ok"] += not left
            if left:
                notes.append(f"missed {record['kind']} ({record['form']}): `{record['plant'].strip()}` -> "
                             f"left `{'`, `'.join(left)}`")
        elif group == "negative":
            kept = all(output.lower().count(n.lower()) >= text.lower().count(n.lower()) for n in record["needles"])
            row["ok"] += kept
            if not kept:
                notes.append(f"not kept ({record['form']}): `{record['plant'].strip()}` -> `{output[:140]}`")
        else:
            row["ok"] += output == text
            if output != text:
                notes.append(f"changed ({group}): `{text[:100]}` -> `{output[:100]}`")
    return found, notes


def tuning_level() -> tuple[dict[str, Counter], dict[str, Counter], list[str]]:
    records = [json.loads(line) for line in LABELS.read_text(encoding="utf-8").splitlines()]
    return measure(records)


# ------------------------------------------------------------------------------------- the extract runs

def strings(value: object) -> list[str]:
    """Every string of a JSON value, keys included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for key, item in value.items() for text in (key, *strings(item))]
    if isinstance(value, list):
        return [text for item in value for text in strings(item)]
    return [str(value)]


def _json(text: str) -> list[str]:
    if not text.lstrip().startswith(("{", "[")):
        return []
    try:
        return strings(json.loads(text))
    except ValueError:
        return []


def _decoded(text: str) -> list[str]:
    """The strings of a JSON file, or of each line of a JSON-lines file (nothing for other text)."""
    return _json(text) or [found for line in text.splitlines() for found in _json(line)]


def released_text(out: Path) -> str:
    """Every released file as text: the files' own names, the strings of a JSON file decoded (the lines and
    utterances of one that decodes to none), one unit each, apart by `UNIT` (`released_units` gives them back)."""
    parts: list[str] = []
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        relative = path.relative_to(out)
        if relative.parts[0] in NOT_RELEASED:
            continue
        raw = gzip.open(path, "rb").read() if path.suffix == ".gz" else path.read_bytes()
        text = raw.decode("utf-8", errors="replace")
        parts += [relative.as_posix(), *(_decoded(text) or TEXT_UNITS.split(text))]
    return UNIT.join(parts)


def released_units(text: str) -> list[str]:
    """The units of a `released_text`: a file's name, a JSON string, a line or an utterance of other text (a
    CSV row's turns apart by the Ubuntu Dialogue Corpus' `__eou__` / `__eot__`)."""
    return text.split(UNIT)


def extract(args: list[str], out: Path, cache: Path) -> float:
    env = {**os.environ, "DISENTANGLE_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "disentangle", "extract", *args, "--output", str(out)],
                          capture_output=True, check=False, env=env, cwd=out.parent)   # (-m puts the cwd first)
    if done.returncode == VALIDATION_FAILED and b"VALIDATION FAILED" in done.stdout:
        logger.warning("extract %s: its validation failed (the run refused its release); what it wrote is "
                       "measured as if released: %s", " ".join(args), done.stdout.decode()[-300:])
    elif done.returncode != 0:
        raise SystemExit(f"extract {' '.join(args)} failed ({done.returncode}): {done.stderr.decode()[-1500:]}")
    return time.perf_counter() - started


def clean_lines(records: list[dict], texts: Texts) -> list[str]:
    """The real unplanted lines of the held-out set: the other turns of the exports' exchanges."""
    return [texts.host(r) for r in records if r["group"] == "real"]


def build_exports(records: list[dict], root: Path, seed: int = EXPORT_SEED) -> dict[str, Path]:
    texts = Texts()
    side = {r["form"]: r["value"] for r in records if r["group"] == "side"}
    home = root / (side.get("export-path-home") or side["export-path-operator"]).lstrip("/")
    clean = clean_lines(records, texts)
    paths = {}
    for platform in PLATFORMS:
        mine = [r for r in records if r["group"] == "export" and r["platform"] == platform]
        turns = exchanges(platform, [(r, texts.text(r)) for r in mine], clean, side, seed)
        paths[platform] = write_export(platform, home / platform, turns, mine, side)
    return paths


def irc_tree(root: Path, days: int) -> Path:
    for n in range(days):
        folder = root / f"{dt.date(2005, 2, 24) + dt.timedelta(days=n):%Y/%m/%d}"
        folder.mkdir(parents=True)
        (folder / "#ubuntu.txt").symlink_to(DAY)
    return root


def run_all(records: list[dict], tmp: Path, irc_days: int, repeats: int,
            seed: int = EXPORT_SEED) -> tuple[dict[str, str], dict[str, list[float]]]:
    """Extract every export (and the IRC days) with both modes; the personal run's released text per
    platform, and the seconds per mode (summed over inputs, per repeat)."""
    exports = build_exports(records, tmp / "exports", seed)
    inputs = {p: ["--logs", str(path), "--no-download", "--jobs", "1", "--min-confidence", "0"]
              for p, path in exports.items()}
    if irc_days:
        last = dt.date(2005, 2, 24) + dt.timedelta(days=irc_days - 1)
        inputs["irc"] = ["--logs", str(irc_tree(tmp / "irc", irc_days)), "--year", "2005", "--to", f"{last}",
                         "--no-download", "--jobs", "1"]
    cache = tmp / "cache"          # one cache: its knowledge file built by the warm-up, chat-day splits shared
    extract([*inputs["telegram"], "--anonymize", "none"], tmp / "warm-up", cache)
    seconds: dict[str, list[float]] = {mode: [] for mode in MODES}
    released: dict[str, str] = {}
    for repeat in range(repeats):
        for mode in MODES:
            total = 0.0
            for name, args in inputs.items():
                out = tmp / f"out-{name}-{mode}-{repeat}"
                total += extract([*args, "--anonymize", mode], out, cache)
                if repeat == 0 and name in PLATFORMS:
                    released[f"{name}:{mode}"] = released_text(out)
                shutil.rmtree(out)
            seconds[mode].append(total)
    return released, seconds


def _spaced(text: str) -> str:
    """`text` with every run of white space one space: a multi-line message is found in a released file
    whatever line breaks, indentation or joining the exporter gave it."""
    return re.sub(r"\s+", " ", text)


def _leaked_in_message(needle: str, message: tuple[str, str], released: dict[str, str], platform: str) -> bool:
    """Does a planted needle stand, as a word, in a released unit that may be its message's: not a unit the
    run without anonymisation released unchanged that holds neither the message's host text nor its plant
    (another message of the export that holds the same word: "what simon would think" beside a plant of
    `Crisálida Simon`; and not inside another word: `Mand` in "command")?"""
    word = re.compile(rf"(?<!\w){re.escape(needle.lower())}(?!\w)")
    unchanged = set(released_units(released[f"{platform}:none"].lower()))
    own = [_spaced(part.lower()).strip() for part in message]
    return any(word.search(unit) and not (unit in unchanged and not any(part in _spaced(unit) for part in own))
               for unit in released_units(released[f"{platform}:personal"].lower()))


def _as_word(needle: str, text: str) -> bool:
    """Does a needle stand in a (lower-cased) text as a word: not inside another (`manu` in "manual")?"""
    return re.search(rf"(?<!\w){re.escape(needle.lower())}(?!\w)", text) is not None


def export_level(records: list[dict], released: dict[str, str]) -> tuple[dict[str, Counter], list[str]]:
    texts = Texts()
    found: dict[str, Counter] = defaultdict(Counter)
    notes: list[str] = []
    spaced: dict[str, str] = {}    # per platform: both modes' released text, white space made single spaces
    for record in (r for r in records if r["group"] in ("export", "side")):
        platform = record["platform"]
        personal = released[f"{platform}:personal"].lower()
        if platform not in spaced:
            spaced[platform] = _spaced(personal + "\n" + released[f"{platform}:none"].lower())
        reached = spaced[platform]
        left = [n for n in record["needles"] if _as_word(n, personal)]   # a side channel's name as a word too
        row = found[f"{record['group']}:{record['kind']}"]
        form = found[f"form:{record['kind']}:{record['form']}"]
        if record["group"] == "export":
            host = texts.host(record)
            fragment = max(host[:record["at"]].strip(), host[record["at"]:].strip(), key=len)[:60]
            if len(fragment) < MIN_FRAGMENT or _spaced(fragment.lower()) not in reached:
                row["unreached"] += 1
                continue
            message = (fragment, str(record.get("plant", "")) or fragment)
            left = [n for n in left if _leaked_in_message(n, message, released, platform)]
        row["n"] += 1
        form["n"] += 1
        row["ok"] += not left
        form["ok"] += not left
        if left:
            shown = str(record.get("plant", record.get("value"))).strip()
            notes.append(f"missed {record['kind']} ({record['form']}): `{shown}` -> left `{'`, `'.join(left)}`")
    return found, notes


# ------------------------------------------------------------------------------------------------ report

def _rate(ok: int, n: int) -> str:
    return f"{ok / n:.1%}" if n else "-"


def recall_rows(found: dict[str, Counter]) -> list[str]:
    rows = ["| kind | planted (reached) | removed | recall | target >= 95% |", "|---|---:|---:|---:|---|"]
    total = Counter()
    for key in sorted(k for k in found if k.startswith(("planted:", "export:"))):
        n, ok = found[key]["n"], found[key]["ok"]
        total.update({"n": n, "ok": ok})
        unreached = f" (+{found[key]['unreached']} not released)" if found[key]["unreached"] else ""
        rows.append(f"| {key.split(':')[1]} | {n}{unreached} | {ok} | {_rate(ok, n)} | "
                    f"{'met' if n and ok / n >= TARGET_RECALL else 'MISSED'} |")
    rows.append(f"| **every claimed kind** | {total['n']} | {total['ok']} | {_rate(total['ok'], total['n'])} | |")
    return rows


def form_rows(found: dict[str, Counter]) -> list[str]:
    rows = ["| kind | form | planted | removed |", "|---|---|---:|---:|"]
    for key in sorted(k for k in found if k.startswith("form:")):
        _, kind, form = key.split(":", 2)
        rows.append(f"| {kind} | {form} | {found[key]['n']} | {found[key]['ok']} |")
    return rows


def clean_rows(found: dict[str, Counter], records: list[dict]) -> list[str]:
    forms = Counter(r["form"] for r in records if r["group"] == "negative")
    rows = ["| must stay | lines | kept unchanged | changed | rate changed | target |", "|---|---:|---:|---:|---:|---|"]
    for key, label, target in (("technical:", "technical lines", TARGET_FP),
                               ("real:", "real unplanted lines", TARGET_FP),
                               ("negative:keep", f"values identifying no one ({', '.join(sorted(forms))})", 0.0)):
        n, ok = found[key]["n"], found[key]["ok"]
        bad = (n - ok) / n if n else 0.0
        rows.append(f"| {label} | {n} | {ok} | {n - ok} | {bad:.1%} | {'met' if bad <= target else 'MISSED'} |")
    return rows


def tuning_rows(recall: dict[str, Counter], changed: dict[str, Counter]) -> list[str]:
    rows = ["| kind | labelled spans | removed | recall |", "|---|---:|---:|---:|"]
    rows += [f"| {k} | {c['spans']} | {c['removed']} | {_rate(c['removed'], c['spans'])} |"
             for k, c in sorted(recall.items())]
    rows += ["", "| lines without personal data | lines | changed | rate |", "|---|---:|---:|---:|"]
    rows += [f"| {g} | {c['utterances']} | {c['changed']} | {_rate(c['changed'], c['utterances'])} |"
             for g, c in sorted(changed.items())]
    return rows


def cost_rows(seconds: dict[str, list[float]], irc_days: int) -> list[str]:
    if not seconds:
        return ["(not measured: `--no-extract`)"]
    median = {mode: statistics.median(values) for mode, values in seconds.items()}
    fastest = {mode: min(values) for mode, values in seconds.items()}
    ratio, least = median["personal"] / median["none"], fastest["personal"] / fastest["none"]
    rows = ["| mode | seconds per repeat | median | fastest |", "|---|---|---:|---:|"]
    rows += [f"| `--anonymize {m}` | {', '.join(f'{s:.1f}' for s in seconds[m])} | {median[m]:.1f} | "
             f"{fastest[m]:.1f} |" for m in MODES]
    return rows + ["", f"Inputs per repeat: the three exports and {irc_days} whole #ubuntu day(s) of 7,806 lines. "
                   f"Ratio personal / none: **{ratio:.2f}x** of the medians, {least:.2f}x of the fastest runs (the "
                   f"least disturbed on a shared machine); target <= {TARGET_RATIO}x: "
                   f"{'met' if min(ratio, least) <= TARGET_RATIO else 'MISSED'}."]


def report(records: list[dict], found: dict[str, Counter], notes: list[str], tuning: tuple,
           seconds: dict[str, list[float]], irc_days: int, label: str, chosen: HeldOutSet = SETS["v1"]) -> str:
    side = [f"| {k.rsplit(':', 1)[1]} | {c['n']} | {c['ok']} |" for k, c in sorted(found.items())
            if k.startswith("form:side_channel")]
    return "\n".join([
        *_title(chosen, label), "",
        f"## {_part(chosen)}: recall per kind", "", *recall_rows(found), "",
        "Kinds `*_mention` are measured through `extract` on the exports (only mentions whose message reached a "
        "released file count); the others on text.", "",
        f"## {_part(chosen)}: what must not change", "", *clean_rows(found, records), "",
        f"## {_part(chosen)}: side channels (a name must reach no released file)", "",
        "| side channel | checked | not found |", "|---|---:|---:|", *(side or ["| (not measured) | | |"]), "",
        "## Tuning half (the rules were tuned on it)", "", *tuning_rows(tuning[0], tuning[1]), "",
        "## Cost (`extract`, side by side)", "", *cost_rows(seconds, irc_days), "",
        f"## {_part(chosen)}: recall per form", "", *form_rows(found), "",
        f"## {_part(chosen)}: misses and false positives (first {SHOWN_MISSES} of {len(notes)})", "",
        *(f"- {n}" for n in notes[:SHOWN_MISSES] or ["none"]), ""])


def _part(chosen: HeldOutSet) -> str:
    """What the report calls the set: v1 is spent (its misses were read and fixed), the others are held out."""
    return "Spent set (v1)" if chosen == SETS["v1"] else f"Held out ({_name(chosen)})"


def _name(chosen: HeldOutSet) -> str:
    return next(name for name, held in SETS.items() if held == chosen)


def _title(chosen: HeldOutSet, label: str) -> list[str]:
    if chosen == SETS["v1"]:
        return [f"# Anonymisation on the spent first held-out set (v1, now tuning material) and the tuning half "
                f"(`--anonymize personal`), {label}", "",
                "`python bench/anonymize_heldout.py`; the first held-out set is `bench/data/anonymize_heldout.jsonl` "
                "(built by `bench/experiments/anonymize_heldout.py` before the rules of issue 42). It was held out "
                "for one measure; its misses were then read and their categories fixed, so it is SPENT: its figures "
                "below are tuning figures, not a measure of data nobody tuned on (the second held-out set, v2, "
                "written apart: `--set v2`). The tuning half is `bench/data/anonymize_labels.jsonl`."]
    name = _name(chosen)
    return [f"# Anonymisation on the {ORDINALS[name]} held-out set ({name}) and the tuning half "
            f"(`--anonymize personal`), {label}",
            "", f"`python bench/anonymize_heldout.py --set {name}`; the held-out set is "
            f"`{chosen.data.relative_to(ROOT).as_posix()}` (built by `{chosen.builder}` on {WRITTEN.get(name, '2026-11-28')} before "
            f"{BEFORE[name]}, never tuned on), the tuning half `bench/data/anonymize_labels.jsonl`."]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-extract", action="store_true", help="skip the exports and the cost runs")
    parser.add_argument("--irc-days", type=int, default=1, help="whole #ubuntu days in the cost runs (default 1)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each mode (default 3)")
    parser.add_argument("--label", default="", help="what was measured (e.g. 'main ab16917, before')")
    parser.add_argument("--set", choices=list(SETS), default="v1", dest="heldout",
                        help="which held-out set: v1 (default, spent), v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30, v31, v32 or v33, "
                             "each "
                             "written later, "
                             "before "
                             "the rules tuned after it")
    parser.add_argument("--results", type=Path, help="the report (default: the set's own, under bench/results/)")
    args = parser.parse_args(argv)
    chosen = SETS[args.heldout]
    records = [json.loads(line) for line in chosen.data.read_text(encoding="utf-8").splitlines()]
    found, notes = text_level(records)
    seconds: dict[str, list[float]] = {}
    if not args.no_extract:
        with tempfile.TemporaryDirectory(prefix="anonymize-heldout-") as tmp:
            released, seconds = run_all(records, Path(tmp), args.irc_days, args.repeats, chosen.export_seed)
        more, more_notes = export_level(records, released)
        found.update(more)
        notes += more_notes
    text = report(records, found, notes, tuning_level(), seconds, args.irc_days, args.label or "this checkout",
                  chosen)
    return publish(args.results or chosen.result, text)


if __name__ == "__main__":
    sys.exit(main())
