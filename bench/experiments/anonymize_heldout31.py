"""Builds bench/data/anonymize_heldout31.jsonl, the THIRTY-FIRST held-out set of the anonymiser (v31), measured by
`bench/anonymize_heldout.py --set v31`. Written on 2026-11-29 (19:30-19:41 UTC, helper heldout31) after v28 and v29
were measured and spent, while another helper wrote v30 apart (never read: not its worktree, not its branch); never
tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py's places, v29's builder in full and the helpers it imports
from the earlier builders, the other builders' constants, carrier-word lists and people lists through their checks
(to keep their record format and groups, import their helpers and avoid their forms, names, cultures, locales,
regions and values), tests/test_anonymize_heldout.py and the committed earlier sets (their needles, phone regions and
IBAN countries, counted to pick the least used). Public sources were searched for about two minutes, for shapes only
(three searches: pages telling a fault with feeling, `ugh ... lol :(`; studies of emoticons, interjections and
written laughter in IRC and chat; bug reports saying a fault with a frown or `broke again`); each form's `source`
names the page that shows the habit (`REPORTED` moves eight forms to the bug reports); no line or value was copied.
It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md
beyond its first section, nor anything of v30. The anonymiser was never run on a plant, nor `disentangle extract`,
nor the harness on this set.

v31 keeps v5-v29's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a ninth, independent set of BARE values (v15, v17, v19, v21, v23, v25, v27 and v29 were
the first eight, by other authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v29's list of announcing words and more; the build and the test check). v31's carriers are SAID WITH FEELING: the
  value dropped into a line whose only other content is the speaker's mood, the way a help channel vents, cheers and
  laughs: interjections (`ugh X`, `phew, X picked up`, `yay`, `argh`, `sigh`, `oops`, `whoa`, `meh`, `oof`,
  `yikes`, `hmm`, `heh`), written laughter (`lol X`, `haha`), emoticons closing the line (`X :)`, `:(`, `:D`, `;)`,
  `\\o/`, `<3`), exclamation and `?!` (`X?! whoa`, `works!!`) and capitals for emphasis (`X is down AGAIN`,
  `X NEVER answers`, `use X and NOT the old one`). Nicks are said with feeling too (`lol X's script ate my config`,
  `X WAS right`). Every form names the habit it shows (`habit`) and the public page that shows people write so
  (`source`); every feeling (`FEELINGS`) stands in forms of four kinds or more.
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation (`?`, `?!`, a comma, a full stop), and a multi-line message with the value on a line of its own.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's-v29's hand-written lists (the build
  checks; four of the first draft were, and were replaced). Twenty naming cultures none of v20-v29 drew from (Tibetan,
  Dhivehi, Odia, Uyghur, Bashkir, Assamese, Faroese, West Frisian, Romansh, Breton, Paraguayan, Dominican, Haitian,
  Mozambican, Wolof, Malagasy, Shona, Samoan, Kabyle, Javanese), weighted (`CULTURE_WEIGHTS`) as the author guesses
  an international English-speaking Linux channel mixes them: Javanese and Odia most (large populations of
  engineers), Assamese, Dominican, Wolof and Shona next, Dhivehi, Faroese, Romansh and Samoan fewest; mostly common
  names (Tenzin, Fatou, Sjoerd, Bambang, Tendai), some rarer ones (Rannvá, Dieuseul, Yeruti, Tinhinane, Heðin).
  Tibetans have no family name, so the second part is a second given name (Pema Dorjee); Bashkir surnames take the
  first name's gender (Юлдашева); Malagasy surnames are the long ones people really carry (Rakotomalala). Tibetan,
  Dhivehi, Odia, Uyghur, Bashkir and Assamese people are written in their own script (Tibetan, Thaana, Odia, Arabic,
  Cyrillic, Bengali-Assamese) in display names and side channels, and transliterated by the author as they type
  themselves in an address or a login (Tenzin, Shiham, Debasish, Dilnur, Salavat, Pranjal).
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions the earlier sets planted in three times or fewer and
  none of v21's, v23's-v29's (`PHONE_REGIONS`; thirteen drew a valid number), each number a valid mobile of its
  region; twelve IBAN countries used thirteen or fourteen times before and none of v23's-v29's; card IINs, IPv4 /16s,
  IPv6 prefixes, OUIs and e-mail providers none used (checked), each person's address at a provider of their
  culture's country; token issuers none of v1-v29 planted (Fireworks AI `fw_`, Cerebras `csk-`, Apify
  `apify_api_`); passwords by v29's three recipes on v31's own words (towns of its people's countries, short and
  long words); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP v4 fingerprint as
  `gpg --fingerprint` prints it, bare; an SSH host key fingerprint in the `SHA256:` spelling `ssh-keygen -l` prints,
  bare; a 32-48 character mixed-case token with no issuer prefix; and a MAC-derived IPv6 link-local address (`ff:fe`
  in its middle, kind `ipv6`).
- HOSTS: only the #ubuntu days of the annotated corpus (`irc-disentanglement/`), the days the earlier sets used least,
  none a line of v1-v29: the shared irclogs days were used up by v24 and v25 (the brief), so v31 has NO irclogs host
  and the test's "#ubuntu days and irclogs days, in turn" check accepts it with none (as it relaxed for v24-v29).
  Nicks are, where the host's log has one, a nick that speaks in that log, said bare.
- EXPORTS: names and handles typed bare, said with feeling, in the middle of sentences in places the readers read
  (message text, a Discord forward, a Slack attachment's pretext, a Telegram photo caption, Telegram `mention_name`
  and `text_mention` entities; `heldout_exports.PLACES`) and the side channels of v24's group kinds in new shapes (a
  Discord group DM named `a, b and c lol` by three handles, a Slack DM with a person in their own script or Latin, a
  Slack channel `yay-<first>-and-<first>`, a Telegram group titled with three first names in their own scripts
  between hearts, a Telegram export under a Linux home named `first name + initial`).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT, documentation
  addresses, documentation MACs, common and example passwords, test cards, documented IBANs, example domains, UUIDs,
  dates, sizes, ports, PIDs, line, bug numbers, package names said like nicks) in the feeling carriers the plants
  use. TECHNICAL lines give random-looking ids said with feeling too (boot ids, layer digests, commit and blob ids,
  checksums, partition uuids, trace ids, ...); no PGP key id nor SSH fingerprint among them.
- NOT COVERED: values split over lines, carrier phrases in other languages, encoded values (v10-v13), emoji glued to a
  value with no space.

    python bench/experiments/anonymize_heldout31.py   # rewrites bench/data/anonymize_heldout31.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import dataclasses
import ipaddress
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, placing
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record, IBAN structures
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Form, Draws, placing
from experiments import anonymize_heldout15 as fifteenth  # noqa: E402 -- ALNUM
from experiments import anonymize_heldout17 as seventeenth  # noqa: E402 -- eui64_link_local
from experiments import anonymize_heldout19 as nineteenth  # noqa: E402 -- grouped_card, at_for, login, mixed_token
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- drawn_mobile
from experiments import anonymize_heldout26 as twentysixth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout27 as twentyseventh  # noqa: E402 -- POSITIONS, its people (avoided)
from experiments import anonymize_heldout28 as twentyeighth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout29 as twentyninth  # noqa: E402 -- BARE_WORDS, EARLIER_SETS, its people

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout31.jsonl"
EARLIER_SETS = (*twentyninth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (28, 29)))
SEED = 31311
EXPORT_SEED = 31202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("AG", "AI", "AS", "AX", "BI", "GR", "HK", "IM", "JP", "KR", "SL", "SO", "TD", "TL", "VG", "VI")
# planted in three times or fewer before, none of v21's, v23's-v29's
IBAN_COUNTRIES = ("CH", "ES", "TR", "CY", "UA", "TN", "ST", "AD", "CR", "FO", "GE", "GI")
# used thirteen or fourteen times before, none of v23's-v29's
CARD_RANGES = (("visa_ch_feel", "476193", 16), ("mastercard_es_feel", "530127", 16), ("visa_tr_feel", "454360", 16),
               ("amex_feel", "371852", 15), ("mastercard_ua_feel", "516874", 16), ("diners_feel", "304517", 14),
               ("jcb_feel", "356781", 16), ("unionpay_feel", "625902", 16), ("visa_mz_feel", "408237", 16),
               ("discover_feel", "644120", 16), ("mastercard_ht_feel", "539781", 16), ("visa_fo_feel", "426718", 16))
DOMAINS_OF = {"bo": ("tibet.net", "phayul.com"), "dv": ("dhivehinet.net.mv", "ooredoo.mv"),
              "or": ("dishnetdsl.net", "ortel.net"), "ug": ("sina.cn", "yeah.net"), "ba": ("bashnet.ru", "ufanet.ru"),
              "as": ("excitelmail.in", "alliancebroadband.in"), "fo": ("olivant.fo", "post.olivant.fo"),
              "fy": ("caiway.nl", "solcon.nl"), "rm": ("bluemail.ch", "quickline.ch"),
              "br": ("bbox.fr", "club-internet.fr"), "es-py": ("tigo.com.py", "highway.com.py"),
              "es-do": ("codetel.net.do", "claro.net.do"), "ht": ("hainet.net", "accesshaiti.com"),
              "pt-mz": ("tvcabo.co.mz", "teledata.mz"), "wo": ("orange.sn", "sentoo.sn"),
              "mg": ("moov.mg", "blueline.mg"), "sn": ("zol.co.zw", "mweb.co.zw"), "sm": ("lesamoa.net", "ipasifika.net"),
              "kab": ("eepad.dz", "wissal.dz"), "jv": ("cbn.net.id",)}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("213.149", "212.102", "176.88", "195.29", "62.201", "41.207", "102.68", "154.73", "178.218", "83.171",
             "124.43", "202.182", "190.128", "181.120", "200.74", "168.194", "176.241", "37.152", "5.248", "94.26",
             "109.122")
V6_PREFIXES = ("2a02:e980", "2a06:98c0", "2a00:6020", "2001:9e8", "2406:3003", "2800:4b0", "2806:2f0")
OUIS = ("00:0e:c6", "9c:eb:e8", "64:6e:e0", "34:29:8f", "40:31:3c", "8c:aa:b5")
ISSUERS = ("fw_", "csk-", "apify_api_")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v29's and more
BARE_WORDS = (*twentyninth.BARE_WORDS, "ipaddy", "hwaddy", "macaddy", "numero", "cellno", "mobno", "emailaddy",
              "mailaddy", "passwort", "passwrd", "tokn", "apikeys", "cardnum", "ibans", "ibanno", "bankacct",
              "homedirectory", "loginname", "nickserv", "whois", "ringing", "dialling", "sent-to", "vps")

# the habits' pages (searched for shapes only; each shows people writing with feeling so)
WALDNER = ("https://docslib.org/doc/12577497/typing-the-untypeable-paralinguistic-features-in-irc-internet-relay-chat "
           "(IRC's paralinguistic cues: emoticons, interjections, capitals and repeated signs in running chat)")
MCKAY = ("https://docslib.org/doc/9178895/laughing-with-letters-a-corpus-investigation-of-the-use-of-written-"
         "laughter-on-twitter (written laughter, 'haha', 'lol', dropped into a line)")
DRESNER = ("https://es.scribd.com/document/339228081/Emoticons-Illo-force-pdf (emoticons at a line's end as "
           "utterance-final punctuation)")
EMOT = ("https://paperzz.com/doc/9434387/emoticons--a-corpus-based-analysis-of-their-forms-and (facial emoticons in "
        "naturally occurring chat, beside what they comment on)")
RAVE = ("https://www.ravepubs.com/every-solution-two-problems-least/ (capitals for emphasis in a fault story: "
        "'I DID change', 'ANYWAY.')")
DISCORD_DOC = MCKAY
SLACK_DOC = WALDNER
TELEGRAM_DOC = EMOT
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = twentyseventh.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "bo": (False, ("བསྟན་འཛིན|Tenzin|m", "སྒྲོལ་མ|Dolma|f", "ཚེ་རིང|Tsering|m", "པདྨ|Pema|f", "ནོར་བུ|Norbu|m",
                   "ལྷ་མོ|Lhamo|f"),
           ("དབང་ཕྱུག|Wangchuk", "ཆོས་སྒྲོན|Chodon", "རྡོ་རྗེ|Dorjee", "གཡང་འཛོམས|Yangzom", "ཉི་མ|Nyima")),
    "dv": (False, ("އައިޝަތު|Aishath|f", "ހައްވާ|Hawwa|f", "މައުރޫފް|Mauroof|m", "ޝިހާމް|Shiham|m",
                   "ފާތުމަތު|Fathmath|f", "އިރުޝާދު|Irushad|m"),
           ("ރަޝީދު|Rasheed", "ނަސީމް|Naseem", "ޝަރީފް|Shareef", "ފަހުމީ|Fahmy", "ވަހީދު|Waheed")),
    "or": (False, ("ଦେବାଶିଷ|Debasish|m", "ସୁଭଶ୍ରୀ|Subhashree|f", "ବିଶ୍ୱଜିତ|Biswajit|m", "ଲିପ୍ସା|Lipsa|f",
                   "ସୌମ୍ୟରଞ୍ଜନ|Soumyaranjan|m", "ଇତିଶ୍ରୀ|Itishree|f", "ସସ୍ମିତା|Sasmita|f", "ପ୍ରିୟବ୍ରତ|Priyabrata|m"),
           ("ମହାନ୍ତି|Mohanty", "ସାହୁ|Sahoo", "ବେହେରା|Behera", "ପଣ୍ଡା|Panda", "ଦାଶ|Dash", "ଜେନା|Jena")),
    "ug": (False, ("دىلنۇر|Dilnur|f", "گۈلنىسا|Gulnisa|f", "ئەركىن|Erkin|m", "تۇرسۇن|Tursun|m", "ئابلىكىم|Ablikim|m",
                   "مەھىرە|Mahire|f"),
           ("ئابدۇللا|Abdulla", "قادىر|Qadir", "ھوشۇر|Hoshur", "نىياز|Niyaz", "ئىمىن|Imin")),
    "ba": (False, ("Айгиз|Aigiz|m", "Гөлнара|Gulnara|f", "Азат|Azat|m", "Зөлфиә|Zulfia|f", "Салауат|Salavat|m",
                   "Әлфиә|Alfia|f"),
           ("Юлдашев|Yuldashev|Юлдашева|Yuldasheva", "Хәбибуллин|Khabibullin|Хәбибуллина|Khabibullina",
            "Ишмөхәмәтов|Ishmukhametov|Ишмөхәмәтова|Ishmukhametova", "Ғәлиев|Galiev|Ғәлиева|Galieva")),
    "as": (False, ("প্ৰাঞ্জল|Pranjal|m", "বৰ্ণালী|Bornali|f", "দীপংকৰ|Dipankar|m", "কাকলি|Kakoli|f",
                   "মৃদুল|Mridul|m", "জোনালী|Jonali|f", "ভাস্কৰজ্যোতি|Bhaskarjyoti|m", "পাপৰি|Papori|f"),
           ("বৰা|Bora", "গগৈ|Gogoi", "বৰুৱা|Baruah", "শইকীয়া|Saikia", "কলিতা|Kalita", "হাজৰিকা|Hazarika")),
    "fo": (False, ("Rógvi|Rogvi|m", "Sunneva|Sunneva|f", "Jógvan|Jogvan|m", "Turið|Turid|f", "Bárður|Bardur|m",
                   "Rannvá|Rannva|f", "Heðin|Hedin|m", "Sólja|Solja|f"),
           ("Joensen|Joensen", "Niclasen|Niclasen", "Højgaard|Hojgaard", "Dalsgaard|Dalsgaard", "Danielsen|Danielsen", "Zachariasen|Zachariasen")),
    "fy": (False, ("Sjoerd|Sjoerd|m", "Baukje|Baukje|f", "Wybren|Wybren|m", "Janke|Janke|f", "Hylke|Hylke|m",
                   "Froukje|Froukje|f", "Tsjerk|Tsjerk|m", "Sytske|Sytske|f"),
           ("Hoekstra|Hoekstra", "Wijbenga|Wijbenga", "Bosma|Bosma", "Postma|Postma", "Haisma|Haisma", "Terpstra|Terpstra")),
    "rm": (False, ("Gian|Gian|m", "Ursina|Ursina|f", "Curdin|Curdin|m", "Mirta|Mirta|f", "Flurin|Flurin|m",
                   "Annatina|Annatina|f"),
           ("Caduff|Caduff", "Cadonau|Cadonau", "Derungs|Derungs", "Tscharner|Tscharner", "Casanova|Casanova")),
    "br": (False, ("Gwenaël|Gwenael|m", "Nolwenn|Nolwenn|f", "Erwan|Erwan|m", "Gwenola|Gwenola|f", "Tanguy|Tanguy|m",
                   "Rozenn|Rozenn|f"),
           ("Le Gall|Legall", "Le Bihan|Lebihan", "Quéré|Quere", "Kerhervé|Kerherve", "Le Goff|Legoff")),
    "es-py": (False, ("Derlis|Derlis|m", "Arami|Arami|f", "Nery|Nery|m", "Yeruti|Yeruti|f", "Blas|Blas|m", "Rossana|Rossana|f", "Celso|Celso|m",
                      "Liz|Liz|f"),
              ("Villalba|Villalba", "Ocampos|Ocampos", "Zárate|Zarate", "Cáceres|Caceres", "Insfrán|Insfran")),
    "es-do": (False, ("Yunior|Yunior|m", "Yaritza|Yaritza|f", "Wander|Wander|m", "Yokasta|Yokasta|f",
                      "Ruddy|Ruddy|m", "Yahaira|Yahaira|f", "Yoel|Yoel|m", "Mildred|Mildred|f"),
              ("Almonte|Almonte", "Then|Then", "Tavárez|Tavarez", "Polanco|Polanco", "Peña|Pena", "Mercedes|Mercedes")),
    "ht": (False, ("Wesner|Wesner|m", "Mirlande|Mirlande|f", "Fritznel|Fritznel|m", "Nadège|Nadege|f",
                   "Dieuseul|Dieuseul|m", "Guerline|Guerline|f", "Jacquelin|Jacquelin|m", "Myrlène|Myrlene|f"),
           ("Pierre-Louis|Pierrelouis", "Dorvil|Dorvil", "Saint-Fleur|Saintfleur", "Célestin|Celestin",
            "Jean-Baptiste|Jeanbaptiste")),
    "pt-mz": (False, ("Zacarias|Zacarias|m", "Anabela|Anabela|f", "Edson|Edson|m", "Albertina|Albertina|f",
                      "Hélder|Helder|m", "Graça|Graca|f", "Aníbal|Anibal|m", "Felismina|Felismina|f"),
              ("Macuácua|Macuacua", "Sitoe|Sitoe", "Nhantumbo|Nhantumbo", "Cossa|Cossa", "Mondlane|Mondlane")),
    "wo": (False, ("Ousmane|Ousmane|m", "Fatou|Fatou|f", "Cheikh|Cheikh|m", "Awa|Awa|f", "Pape|Pape|m",
                   "Ndèye|Ndeye|f", "Babacar|Babacar|m", "Khady|Khady|f"),
           ("Ndiaye|Ndiaye", "Diop|Diop", "Gueye|Gueye", "Sarr|Sarr", "Faye|Faye", "Mbengue|Mbengue")),
    "mg": (False, ("Hery|Hery|m", "Voahangy|Voahangy|f", "Rivo|Rivo|m", "Haingo|Haingo|f", "Tojo|Tojo|m",
                   "Lalaina|Lalaina|f", "Fanja|Fanja|f", "Mamy|Mamy|m"),
           ("Rakotomalala|Rakotomalala", "Randriamanana|Randriamanana", "Rasoanaivo|Rasoanaivo",
            "Andrianarisoa|Andrianarisoa", "Razafindrakoto|Razafindrakoto")),
    "sn": (False, ("Tendai|Tendai|m", "Rutendo|Rutendo|f", "Tatenda|Tatenda|m", "Chipo|Chipo|f", "Farai|Farai|m",
                   "Nyasha|Nyasha|f", "Tapiwa|Tapiwa|m", "Vimbai|Vimbai|f"),
           ("Chikwanha|Chikwanha", "Mutasa|Mutasa", "Chiweshe|Chiweshe", "Mapfumo|Mapfumo", "Makoni|Makoni", "Chinamasa|Chinamasa")),
    "sm": (False, ("Tavita|Tavita|m", "Losa|Losa|f", "Iosefa|Iosefa|m", "Malia|Malia|f", "Fetu|Fetu|m",
                   "Sina|Sina|f"),
           ("Faleolo|Faleolo", "Tuilagi|Tuilagi", "Leota|Leota", "Sapolu|Sapolu", "Aiono|Aiono")),
    "kab": (False, ("Massinissa|Massinissa|m", "Tinhinane|Tinhinane|f", "Yidir|Yidir|m", "Thiziri|Thiziri|f",
                    "Aksel|Aksel|m", "Dihya|Dihya|f", "Lounes|Lounes|m", "Tassadit|Tassadit|f"),
            ("Amrouche|Amrouche", "Hamouche|Hamouche", "Oulhadj|Oulhadj", "Aït Menguellet|Aitmenguellet",
             "Ferhat|Ferhat")),
    "jv": (False, ("Bambang|Bambang|m", "Wulan|Wulan|f", "Slamet|Slamet|m", "Endang|Endang|f", "Joko|Joko|m",
                   "Sekar|Sekar|f", "Sutrisno|Sutrisno|m", "Rahayu|Rahayu|f", "Wahyu|Wahyu|m"),
           ("Wibowo|Wibowo", "Prasetyo|Prasetyo", "Nugroho|Nugroho", "Purnomo|Purnomo", "Sulistyo|Sulistyo", "Handoko|Handoko", "Setiawati|Setiawati")),
}
CULTURE_WEIGHTS = {"bo": 3, "dv": 2, "or": 6, "ug": 3, "ba": 3, "as": 4, "fo": 2, "fy": 3, "rm": 2, "br": 3,
                   "es-py": 3, "es-do": 4, "ht": 3, "pt-mz": 3, "wo": 4, "mg": 3, "sn": 4, "sm": 2, "kab": 3, "jv": 6}
OWN_SCRIPT = ("bo", "dv", "or", "ug", "ba", "as")
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    full = f"{native_last} {native_first}" if family_first else f"{native_first} {native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


def earlier_people_names() -> set[str]:
    """Every first and last name (written and typed) of v20's-v29's hand-written lists, lower case."""
    found: set[str] = set(twentyseventh.earlier_people_names())
    for module in (twentysixth, twentyseventh, twentyeighth, twentyninth):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v31's lists is one of v20's-v29's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(RAVE, ("email-feel-start-caps-ugh", "⟦{v}⟧ bounced AGAIN, ugh", "sentence-start",
                      "the value first, capitals and an interjection after")),
        *forms(MCKAY, ("email-feel-lol-newsletter", "lol ⟦{v}⟧ still gets the newsletter from 2009",
                       "sentence-middle", "laughter, then the value as the subject"),
               ("email-feel-own-line-haha", "haha guess who wrote from\n⟦{v}⟧", "own-line",
                "laughter, the value alone on the next line")),
        *forms(DRESNER, ("email-feel-end-smile", "the invite went to ⟦{v}⟧ :)", "sentence-end",
                         "the value last, a smiley closing the line")),
        *forms(WALDNER, ("email-feel-brackets-yay", "yay, the new one (⟦{v}⟧) works!!", "in-brackets",
                         "an interjection, the value in brackets, doubled exclamation marks"),
               ("email-feel-echo-whoa", "⟦{v}⟧?! whoa, that's old", "before-punctuation",
                "asked back with '?!', an interjection after")),
        *forms(EMOT, ("email-feel-quoted-sigh", "sigh, \"⟦{v}⟧\" with a typo in it", "in-quotes",
                      "'sigh', the value quoted"),
               ("email-feel-comma-oops", "oops, forwarded it to ⟦{v}⟧, my bad", "before-punctuation",
                "'oops', the value, a comma"))),
    "phone": (
        *forms(WALDNER, ("phone-feel-phew-picked-up", "phew, ⟦{intl}⟧ picked up at last", "sentence-middle",
                         "international after 'phew'"),
               ("phone-feel-comma-argh", "argh, ⟦{national}⟧, not the other one!", "before-punctuation",
                "national after 'argh', a comma and an exclamation")),
        *forms(RAVE, ("phone-feel-start-caps-frown", "⟦{e164}⟧ NEVER answers :(", "sentence-start",
                      "E.164 first, capitals and a frown after")),
        *forms(MCKAY, ("phone-feel-brackets-lol", "her brother (⟦{national}⟧ lol) fixed the boiler", "in-brackets",
                       "national in brackets with a laugh")),
        *forms(EMOT, ("phone-feel-quoted-hmm", "hmm \"⟦{intl}⟧\" goes nowhere", "in-quotes",
                      "international, quoted, after 'hmm'"),
               ("phone-feel-end-wink", "try the bakery on ⟦{intl}⟧ ;)", "sentence-end",
                "international last, a wink closing the line")),
        *forms(DRESNER, ("phone-feel-own-line-yay", "yay the plumber is\n⟦{national}⟧", "own-line",
                         "national alone on its line after 'yay'"),
               ("phone-feel-end-wow", "wow, the landlord gave out ⟦{e164}⟧", "sentence-end",
                "E.164 last after 'wow'"))),
    "ipv4": (
        *forms(RAVE, ("v4-feel-start-caps-ugh", "⟦{v}⟧ is down AGAIN ugh", "sentence-start",
                      "first, capitals and 'ugh' after"),
               ("v4-feel-echo-why", "⟦{v}⟧? WHY is that in the logs", "before-punctuation",
                "asked back with '?', capitals after")),
        *forms(MCKAY, ("v4-feel-lol-laptop", "lol ⟦{v}⟧ answers faster than my own laptop", "sentence-middle",
                       "laughter, then the value as the subject")),
        *forms(DRESNER, ("v4-feel-end-cheer", "it finally came up on ⟦{v}⟧ \\o/", "sentence-end",
                         "last, a cheering \\o/ closing the line")),
        *forms(WALDNER, ("v4-feel-brackets-oof", "oof, the old one (⟦{v}⟧) got banned", "in-brackets",
                         "'oof', the value in brackets"),
               ("v4-feel-own-line-yikes", "yikes, half the spam is from\n⟦{v}⟧", "own-line",
                "'yikes', the value alone on its line")),
        *forms(EMOT, ("v4-feel-quoted-meh", "meh, \"⟦{v}⟧\" works but slow", "in-quotes", "'meh', quoted"),
               ("v4-feel-stop-heh", "heh, my neighbour is on ⟦{v}⟧.", "before-punctuation",
                "'heh', the value, a full stop"))),
    "ipv6": (
        *forms(WALDNER, ("v6-feel-start-whoa", "⟦{v}⟧ whoa, that one's fast", "sentence-start",
                         "first, 'whoa' after"),
               ("v6-feel-eui-hmm-printer", "hmm the printer picked ⟦{eui}⟧ by itself", "sentence-middle",
                "link-local made from a MAC (ff:fe in its middle), after 'hmm'")),
        *forms(MCKAY, ("v6-feel-eui-own-line-lol", "lol the fridge shows\n⟦{eui}⟧", "own-line",
                       "link-local made from a MAC, alone on its line after a laugh")),
        *forms(EMOT, ("v6-feel-brackets-yay", "the rented box (⟦{v}⟧) is up yay", "in-brackets",
                      "in brackets, 'yay' after"),
               ("v6-feel-quoted-argh", "argh \"⟦{v}⟧\" changed overnight", "in-quotes", "'argh', quoted")),
        *forms(RAVE, ("v6-feel-comma-caps", "⟦{v}⟧, STILL unreachable", "before-punctuation",
                      "first, a comma, capitals")),
        *forms(DRESNER, ("v6-feel-end-grin", "finally got ⟦{v}⟧ :D", "sentence-end", "last, a grin closing it"),
               ("v6-feel-sigh-suspend", "sigh, ⟦{v}⟧ drops after every suspend", "sentence-middle",
                "'sigh', the value as the subject"))),
    "mac": (
        *forms(WALDNER, ("mac-feel-start-upper-ugh", "⟦{upper}⟧ ugh, that's the cheap dongle", "sentence-start",
                         "upper case first, 'ugh' after"),
               ("mac-feel-middle-yikes", "yikes, ⟦{v}⟧ shows up in both rooms", "sentence-middle",
                "'yikes', the value as the subject")),
        *forms(MCKAY, ("mac-feel-lol-toaster", "lol ⟦{v}⟧ is the toaster", "sentence-middle",
                       "laughter, the value as the subject")),
        *forms(RAVE, ("mac-feel-dashed-brackets-caps", "the kid's tablet (⟦{dashed}⟧) WORKS now", "in-brackets",
                      "dashes, in brackets, capitals after")),
        *forms(EMOT, ("mac-feel-flat-quoted-heh", "heh, \"⟦{flat}⟧\" on the sticker", "in-quotes",
                      "twelve digits, no separator, quoted after 'heh'"),
               ("mac-feel-cisco-own-line-oof", "oof, the label under it says\n⟦{cisco}⟧", "own-line",
                "dotted in threes of pairs, alone on its line")),
        *forms(DRESNER, ("mac-feel-end-frown", "the one that keeps dropping is ⟦{v}⟧ :(", "sentence-end",
                         "last, a frown closing the line"),
               ("mac-feel-echo-wow", "⟦{upper}⟧?! wow, two of them", "before-punctuation",
                "upper case asked back with '?!'"))),
    "secret": (
        *forms(MCKAY, ("secret-feel-pw-start-lol", "⟦{pw}⟧ lol, she wrote it on the fridge", "sentence-start",
                       "first, a laugh after")),
        *forms(WALDNER, ("secret-feel-pgp-fpr-yay", "yay, signed: ⟦{fpr}⟧", "sentence-end",
                         "an OpenPGP fingerprint as gpg --fingerprint prints it (ten groups of four), bare, last "
                         "(personal)"),
               ("secret-feel-fw-brackets-argh", "the staging bot (⟦{fw}⟧) got leaked, argh", "in-brackets",
                "a Fireworks AI key in brackets, 'argh' after")),
        *forms(EMOT, ("secret-feel-pw-quoted-sigh", "sigh, \"⟦{pw}⟧\" again", "in-quotes", "'sigh', quoted"),
               ("secret-feel-sha256-hmm", "hmm it printed ⟦{sha256fp}⟧ this time", "sentence-middle",
                "an SSH host key fingerprint in ssh-keygen's SHA256: spelling after 'hmm' (personal)")),
        *forms(RAVE, ("secret-feel-pw-caps-not", "use ⟦{pw}⟧ and NOT the old one", "sentence-middle",
                      "after 'use', capitals after"),
               ("secret-feel-csk-start-caps", "⟦{csk}⟧ WORKS, finally", "sentence-start",
                "a Cerebras key first, capitals after")),
        *forms(DRESNER, ("secret-feel-tok-oops", "oops, pasted ⟦{tok}⟧", "sentence-end",
                         "a 32+ character mixed-case random token, no prefix, last after 'oops'"),
               ("secret-feel-apify-echo", "⟦{apify}⟧?! who committed that", "before-punctuation",
                "an Apify API token asked back with '?!'"),
               ("secret-feel-pw-own-line-heh", "heh it's\n⟦{pw}⟧", "own-line", "alone on its line after 'heh'"))),
    "home_path": (
        *forms(WALDNER, ("home-feel-start-ugh", "/home/⟦{u}⟧/.cache is 30 gigs ugh", "sentence-start",
                         "a path first, 'ugh' after"),
               ("home-feel-brackets-meh", "meh, the copy (/home/⟦{u}⟧/old-laptop) is half there", "in-brackets",
                "'meh', the path in brackets")),
        *forms(MCKAY, ("home-feel-lol-screenshots", "lol /home/⟦{u}⟧/Desktop has 900 screenshots",
                       "sentence-middle", "laughter, the path as the subject")),
        *forms(RAVE, ("home-feel-echo-why", "/home/⟦{u}⟧/.local/share/Trash? WHY so big", "before-punctuation",
                      "asked back with '?', capitals after")),
        *forms(EMOT, ("home-feel-own-line-oops", "oops, it unpacked into\n/home/⟦{u}⟧/tmp/tmp/tmp", "own-line",
                      "'oops', the path alone on its line"),
               ("home-feel-quoted-yay", "yay \"/home/⟦{u}⟧/.mozilla\" came back", "in-quotes", "'yay', quoted")),
        *forms(DRESNER, ("home-feel-tilde-wow-end", "wow, all of it sits in ~⟦{u}⟧/Downloads", "sentence-end",
                         "~user last after 'wow'"),
               ("home-feel-mac-frown", "it's all under /Users/⟦{u}⟧/Library/Caches :(", "sentence-end",
                "a macOS path last, a frown after"))),
    "nick": (
        *forms(MCKAY, ("nick-feel-possessive-lol", "lol ⟦{v}⟧'s script ate my config", "sentence-middle",
                       "laughter, then a possessive")),
        *forms(RAVE, ("nick-feel-start-caps", "⟦{v}⟧ WAS right about the kernel", "sentence-start",
                      "the person first, capitals after")),
        *forms(DRESNER, ("nick-feel-end-smile", "that trick came from ⟦{v}⟧ :)", "sentence-end",
                         "the person last, a smiley closing it")),
        *forms(EMOT, ("nick-feel-brackets-heh", "the other op (⟦{v}⟧ heh) kicked him", "in-brackets",
                      "in brackets with 'heh'"),
               ("nick-feel-quoted-sigh", "sigh, \"⟦{v}⟧\" knows this better", "in-quotes", "'sigh', quoted")),
        *forms(WALDNER, ("nick-feel-echo-whoa", "⟦{v}⟧?! whoa, back after years", "before-punctuation",
                         "asked back with '?!'"),
               ("nick-feel-own-line-yay", "yay, fixed thanks to\n⟦{v}⟧", "own-line", "on a line of its own"),
               ("nick-feel-argh-same-thing", "argh, ⟦{v}⟧ and i broke the same thing", "sentence-middle",
                "'argh', the person as a subject"))),
    "card": (
        *forms(RAVE, ("card-feel-start-grouped-caps", "⟦{grouped}⟧ declined AGAIN ugh", "sentence-start",
                      "grouped, first, capitals after")),
        *forms(MCKAY, ("card-feel-lol-after-trip", "lol ⟦{num}⟧ still works after the trip", "sentence-middle",
                       "unspaced after a laugh")),
        *forms(DRESNER, ("card-feel-dashed-brackets-frown", "the shared one (⟦{dashed}⟧) is maxed :(", "in-brackets",
                         "dashed, in brackets, a frown after"),
               ("card-feel-end-wink", "put the tickets on ⟦{grouped}⟧ ;)", "sentence-end",
                "grouped, last, a wink after")),
        *forms(EMOT, ("card-feel-quoted-oops", "oops, \"⟦{grouped}⟧\" went in the group chat", "in-quotes",
                      "grouped, quoted after 'oops'"),
               ("card-feel-own-line-hmm", "hmm, the shop took\n⟦{grouped}⟧ twice", "own-line",
                "grouped, alone on its line")),
        *forms(WALDNER, ("card-feel-end-yay", "yay, the money came back to ⟦{num}⟧", "sentence-end",
                         "unspaced, last after 'yay'"),
               ("card-feel-echo-wow", "⟦{dashed}⟧?! wow, expired already", "before-punctuation",
                "dashed, asked back with '?!'"))),
    "iban": (
        *forms(WALDNER, ("iban-feel-start-phew", "⟦{spaced}⟧ phew, that's the right one", "sentence-start",
                         "spaced, first, 'phew' after"),
               ("iban-feel-echo-hmm", "⟦{v}⟧? hmm, not hers", "before-punctuation", "unspaced, asked back")),
        *forms(MCKAY, ("iban-feel-lol-aunt", "lol ⟦{v}⟧ belongs to my aunt", "sentence-middle",
                       "unspaced after a laugh")),
        *forms(EMOT, ("iban-feel-brackets-sigh", "the club's (⟦{spaced}⟧) changed, sigh", "in-brackets",
                      "spaced, brackets, 'sigh' after"),
               ("iban-feel-quoted-argh", "argh \"⟦{spaced}⟧\" has a typo", "in-quotes", "spaced, quoted")),
        *forms(DRESNER, ("iban-feel-own-line-yay", "yay the rent finally goes to\n⟦{spaced}⟧", "own-line",
                         "spaced, alone on its line"),
               ("iban-feel-end-smile", "the gift pool goes to ⟦{lower}⟧ :)", "sentence-end",
                "lower case, unspaced, last, a smiley after")),
        *forms(RAVE, ("iban-feel-caps-not", "it's ⟦{v}⟧ NOT the old one", "sentence-middle",
                      "unspaced, capitals after"))),
}
# bug reports that show the habit as people write it (a frown closing a fault, a thing that broke AGAIN): the forms
# below name them rather than the studies above
FROWN_ISSUE = ("https://github.com/PITR-DEV/ukbutt-mod/issues/15 (a bug report whose lines end in ':(' after the "
               "thing that broke)")
AGAIN_ISSUE = ("https://github.com/Enoouo/Pro-CS2_DMA/issues/324 ('it broke again nothing working =(': a fault said "
               "with feeling, nothing named)")
REPORTED = {"mac-feel-end-frown": FROWN_ISSUE, "phone-feel-start-caps-frown": FROWN_ISSUE,
            "home-feel-mac-frown": FROWN_ISSUE, "card-feel-dashed-brackets-frown": FROWN_ISSUE,
            "email-feel-start-caps-ugh": AGAIN_ISSUE, "v4-feel-start-caps-ugh": AGAIN_ISSUE,
            "card-feel-start-grouped-caps": AGAIN_ISSUE, "v6-feel-comma-caps": AGAIN_ISSUE}
FORMS = {kind: tuple(dataclasses.replace(form, source=REPORTED.get(form.name, form.source)) for form in kind_forms)
         for kind, kind_forms in FORMS.items()}
assert {form.name for kind_forms in FORMS.values() for form in kind_forms} >= set(REPORTED)

# the feelings the carriers show (every planted form holds one or more; the test checks): how chat says a value
# with the speaker's mood around it and nothing of what it is
FEELINGS = {"interjection": r"\b(ugh|argh|meh|yay|phew|oops|whoa|wow|hmm|heh|sigh|oof|yikes|aww|gg)\b",
            "laughter": r"\b(lol|haha|lmao|hehe)\b",
            "emoticon": r"(?<!\S)(:\)|:\(|:D|;\)|\\o/|<3)(?!\S)",
            "exclaim": r"(!!|\?!|!(\s|$))",
            "caps": r"\b(AGAIN|STILL|NEVER|WORKS|WHY|NOT|WAS|WON|FINALLY)\b"}


def feelings_of(line: str) -> set[str]:
    """The feelings a form's line shows (`FEELINGS`), the value itself taken out."""
    line = re.sub(r"⟦[^⟧]*⟧", " ", line)
    return {style for style, pattern in FEELINGS.items()
            if re.search(pattern, line if style in ("caps", "emoticon") else line.lower())}


HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare in the plants' own feeling phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("shotwell", "inkscape", "gparted", "filezilla", "thunar")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-feel-version-start", "⟦2.6.32.71⟧ is down AGAIN ugh", "", ""),
           ("neg-feel-version-lol", "lol ⟦5.15.0.91⟧ answers faster than my own laptop", "", ""),
           ("neg-feel-version-echo", "⟦3.12.4⟧? WHY is that in the logs", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-feel-private-own-line", "yikes, half the spam is from\n⟦10.8.3.14⟧",
                                            "", ""),
           ("neg-feel-private-brackets", "oof, the old one (⟦192.168.50.2⟧) got banned", "", ""),
           ("neg-feel-private-end", "it finally came up on ⟦172.20.1.5⟧ \\o/", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-feel-loopback", "heh, my neighbour is on ⟦127.0.1.1⟧.", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-feel-cgnat", "meh, \"⟦100.66.12.9⟧\" works but slow", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-feel-doc-v4", "lol ⟦203.0.113.77⟧ answers faster than my "
                                                  "own laptop", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-feel-doc-v6", "finally got ⟦2001:db8:c0::5⟧ :D", "",
                                                        "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-feel-ula", "the rented box (⟦fd00:ab:cd::2⟧) is up yay", "",
                                                 "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-feel-v6-loopback", "⟦::1⟧, STILL unreachable", "", ""),
           ("neg-feel-v6-all-routers", "argh \"⟦ff02::2⟧\" changed overnight", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-feel-doc-mac", "lol ⟦00:00:5e:00:53:c4⟧ is the toaster",
                                                      "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-feel-broadcast-mac", "yikes, ⟦ff:ff:ff:ff:ff:ff⟧ shows "
                                                         "up in both rooms", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-feel-common-quoted", "sigh, \"⟦letmein⟧\" again", "", ""),
        ("neg-feel-common-own-line", "heh it's\n⟦123456789⟧", "", "")),
    *forms("https://xkcd.com/936/ (a documented example passphrase)", (
        "neg-feel-xkcd", "use ⟦correct horse battery staple⟧ and NOT the old one", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-feel-test-visa", "⟦4242 4242 4242 4242⟧ declined "
                                                            "AGAIN ugh", "", ""),
           ("neg-feel-test-discover", "put the tickets on ⟦6011 1111 1111 1117⟧ ;)", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-feel-example-gb-iban", "argh \"⟦GB29 NWBK 6016 1331 9268 19⟧\" has a typo", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-feel-example-mail", "⟦webmaster@example.org⟧ bounced AGAIN, "
                                                   "ugh", "", ""),
           ("neg-feel-example-mail-invite", "the invite went to ⟦someone@example.com⟧ :)", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-feel-uuid", "oof, the label under it says\n⟦0f8e3b6a-5d21-4c7e-9a43-b2d6e81c07f5⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-feel-commit", "lol ⟦a3f91c0⟧'s script ate my "
                                                             "config", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-feel-date", "⟦2026-11-21⟧ NEVER answers :(", "", ""),
           ("neg-feel-time", "phew, ⟦07:45⟧ picked up at last", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-feel-size", "meh, the copy (⟦250GiB⟧) is half there", "", ""),
           ("neg-feel-size-mb", "lol ⟦870MB⟧ of screenshots", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-feel-port", "⟦:8443⟧?! wow, two of them", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-feel-pid", "oops, pasted ⟦28814⟧", "", "")),
    *forms(f"{NEG}Line_number", ("neg-feel-line", "hmm it printed ⟦line 1207⟧ this time", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-feel-lp-bug", "⟦bug #2078844⟧ WAS right about the kernel", "", ""),
           ("neg-feel-gh-issue", "⟦#51903⟧?! whoa, back after years", "", "")),
    *forms(f"{NEG}ISBN", ("neg-feel-isbn", "yay the rent finally goes to\n⟦978-0-596-52068-7⟧", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-feel-epoch", "hmm \"⟦1764547200⟧\" goes nowhere", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-feel-resolution", "the kid's tablet (⟦1920x1200⟧) WORKS now", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-feel-pci", "⟦8086:2723⟧ ugh, that's the cheap "
                                                               "dongle", "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", ("neg-feel-usb", "heh, \"⟦046d:c52b⟧\" on the "
                                                                  "sticker", "", "")),
    *forms("https://semver.org/ (pre-release versions)", ("neg-feel-semver", "the staging bot (⟦1.4.0-beta.3⟧) got "
                                                          "leaked, argh", "", "")),
    *forms("Ubuntu package names", ("word-nick-feel", "that trick came from ⟦shotwell⟧ :)", "", ""),
           ("word-nick-feel", "sigh, \"⟦inkscape⟧\" knows this better", "", ""),
           ("word-nick-feel", "argh, ⟦gparted⟧ and i broke the same thing", "", ""),
           ("word-nick-feel", "the other op (⟦filezilla⟧ heh) kicked him", "", ""),
           ("word-nick-feel", "yay, fixed thanks to\n⟦thunar⟧", "", "")),
)

# technical text with random-looking values that identify no one, said with feeling and bare
TECHNICAL_SHAPES = (
    ("tech-feel-boot-id", "https://man7.org/linux/man-pages/man5/proc_sys_kernel.5.html (boot ids)",
     "ugh, boot {uuid} froze too"),
    ("tech-feel-layer-digest", "https://docs.docker.com/reference/cli/docker/image/pull/ (layer digests)",
     "lol layer {hex:64} is 2 gigs"),
    ("tech-feel-coredump-id", "https://man7.org/linux/man-pages/man1/coredumpctl.1.html (core dumps)",
     "sigh, {hex:32} crashed AGAIN"),
    ("tech-feel-commit-full", "https://git-scm.com/docs/git-show", "yay {hex:40} fixed the build!!"),
    ("tech-feel-blob", "https://git-scm.com/docs/git-hash-object", "hmm {hex:40} is the blob that changed"),
    ("tech-feel-short-commit", "https://git-scm.com/docs/git-rev-parse", "whoa {hex:9} reverted everything"),
    ("tech-feel-sha1sum", "https://man7.org/linux/man-pages/man1/sha1sum.1.html (checksums)",
     "phew the iso gives {hex:40} :)"),
    ("tech-feel-part-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (partition uuids)",
     "meh, PARTUUID={uuid} moved"),
    ("tech-feel-container-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "{hex:12} died again :("),
    ("tech-feel-trace-id", "https://www.w3.org/TR/trace-context/ (trace ids)", "oof, trace {hex:32} took 9s"),
    ("tech-feel-snap-rev", "https://snapcraft.io/docs/snap-revisions", "revision {dec:4} WORKS lol"),
    ("tech-feel-block-number", "https://man7.org/linux/man-pages/man8/debugfs.8.html (block numbers)",
     "yikes, block {dec:8} unreadable"),
    ("tech-feel-sha512", "https://man7.org/linux/man-pages/man1/sha512sum.1.html (checksums)",
     "heh: {hex:128}"),
)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v31's seed and people put together from the hand-written lists."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.earlier = random.Random(SEED), earlier
        self.person_rng = random.Random(SEED + 1)

    def person(self, i: int) -> Person:
        if i not in self.people:
            for _ in range(MAX_DRAWS):
                person = handmade_person(self.person_rng)
                if person.full.lower() not in self.earlier and self.fresh(person.full) and \
                        self.fresh(f"{person.ascii_first}.{person.ascii_last}"):
                    self.people[i] = person
                    break
            else:
                raise SystemExit(f"no fresh person for {i}")
        return self.people[i]

    def token(self, pattern: str) -> str:
        pattern = re.sub(r"\{dec:(\d+)\}", lambda m: self.chars("123456789", 1) + self.chars("0123456789",
                                                                                              int(m.group(1)) - 1), pattern)
        return super().token(pattern)


drawn_mobile = twentyfirst.drawn_mobile


def phone_value(draws: Draws, turn: int) -> dict[str, str]:
    """A valid mobile number of the turn's region in its national, international and E.164 spellings, each valid
    for the region as written (the turn passed on when the national spelling is not, or is one unbroken run)."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(PHONE_REGIONS)):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        parsed = drawn_mobile(draws, region)
        if parsed is None:
            continue
        values = {"national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                  "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL),
                  "e164": phonenumbers.format_number(parsed, fmt.E164)}
        if all(tenth.valid_in(v, region) for v in values.values()) and re.search(r"\d[ .-]\d", values["national"]):
            return {**values, "region": region}
    raise SystemExit(f"no valid number from turn {turn}")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def public_v4(draws: Draws, i: int) -> str:
    while True:
        block = V4_BLOCKS[(i + draws.rng.randrange(3)) % len(V4_BLOCKS)]
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(1, 255)}.{draws.rng.randrange(2, 254)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, i: int) -> str:
    while True:
        head = V6_PREFIXES[i % len(V6_PREFIXES)].split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if i % 4 == 1:
            groups[-3:-1] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


BANK_CODES = {"GE": ("TB", "BG", "LB", "VT"), "GI": ("NWBK", "BARC")}
# the letter codes of a few of the countries' banks where their IBAN holds letters


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country` by its structure (ISO 13616 registry), digits in its account fields, the bank a real
    code of the country's where it is letters."""
    from stdnum import iban
    structure = third._structure(country)
    fields_ = re.findall(r"(\d+)!([nac])", structure)
    for _ in range(MAX_DRAWS):
        parts = [draws.chars("0123456789" if kind != "a" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ", int(n)) for n, kind in fields_]
        if BANK_CODES.get(country):
            parts[0] = draws.rng.choice(BANK_CODES[country])
        account = "".join(parts)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
PLACES = ("Klaksvik", "Leeuwarden", "Scuol", "Quimper", "Encarnacion", "Higuey", "Jacmel", "Inhambane",
          "Ziguinchor", "Toamasina", "Masvingo", "Apia", "Bejaia", "Yogyakarta", "Cuttack", "Jorhat", "Kashgar",
          "Sterlitamak")       # v31's own: towns of its people's countries
SHORT = ("cow", "bee", "oak", "ink", "fox", "sun", "nut", "elk", "ivy", "jam", "pea", "hen")
LONG = ("chocolate", "pumpkin", "lighthouse", "rainforest", "cinnamon", "honeycomb", "waterfall", "thunderbird",
        "nightingale", "peppermint")
LEET = {"a": "4@", "e": "3", "i": "1!", "o": "0", "s": "$5", "t": "7"}
SIGNS = "!#$%&*+?@=^~"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-18 characters, three classes or more), made three ways people make them: a
    capitalised town, a year and a sign; two short words around a sign with a digit pair, one of them upper-cased; a
    long word with some letters swapped for digits and signs (leet), capitalised."""
    for _ in range(MAX_DRAWS):
        style = (i // len(FORMS["secret"])) % 3   # the forms repeat every ten plants: the recipe turns slower
        if style == 0:
            pw = draws.rng.choice(PLACES) + str(draws.rng.randrange(1978, 2024)) + draws.rng.choice(SIGNS)
        elif style == 1:
            a, b = draws.rng.sample(SHORT, 2)
            a, b = (a.upper(), b) if draws.rng.random() < 0.5 else (a, b.upper())
            pw = a + draws.rng.choice(SIGNS) + b + draws.chars("0123456789", 2)
        else:
            word = draws.rng.choice(LONG)
            letters = [draws.rng.choice(LEET[c]) if c in LEET and draws.rng.random() < 0.6 else c for c in word]
            pw = letters[0].upper() + "".join(letters[1:])
            if not re.search(r"\d", pw):
                pw += draws.chars("0123456789", 1)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 18 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def pgp_fingerprint(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as `gpg --fingerprint` prints it: ten groups of four upper-case hex digits, two
    spaces between the fifth and the sixth."""
    while True:
        value = draws.chars("0123456789ABCDEF", 40)
        if re.search("[A-F]", value) and draws.fresh(value):
            groups = [value[k:k + 4] for k in range(0, 40, 4)]
            return " ".join(groups[:5]) + "  " + " ".join(groups[5:])


def sha256_host_fingerprint(draws: Draws) -> str:
    """An SSH host key fingerprint as `ssh-keygen -l` prints it: `SHA256:` and 43 base64 characters, no padding (the
    last one of the sixteen a 32-byte digest can end in)."""
    while True:
        value = "SHA256:" + draws.chars(B64, 42) + draws.rng.choice("AEIMQUYcgkosw048")
        if draws.fresh(value):
            return value


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        a_first, a_last = person.ascii_first.lower(), person.ascii_last.lower()
        local = (f"{a_first}.{a_last}", f"{a_first[:1]}{a_last}", f"{a_first}_{a_last[:1]}{i % 80 + 11}",
                 f"{a_last}{a_first[:1]}")[i % 4]
        doms = DOMAINS_OF[person.locale]
        dom = doms[i % len(doms)]
        while not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{draws.rng.randrange(2, 99)}"
        return {**base, "v": f"{local}@{dom}", "extra": (local,) if len(local) >= 6 else ()}
    if kind == "phone":
        values = phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, i)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i), "eui": seventeenth.eui64_link_local(mac_value(draws, i + 7))}
    if kind == "mac":
        v = mac_value(draws, i)
        flat = v.replace(":", "")
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"), "flat": flat,
                "cisco": f"{flat[:4]}.{flat[4:8]}.{flat[8:]}"}
    if kind == "secret":
        return {**base, "pw": password(draws, i), "tok": nineteenth.mixed_token(draws, 32 + i % 17),
                "fpr": pgp_fingerprint(draws), "sha256fp": sha256_host_fingerprint(draws),
                "fw": "fw_" + draws.chars(ALNUM, 24),
                "csk": "csk-" + draws.chars("abcdefghijklmnopqrstuvwxyz0123456789", 48),
                "apify": "apify_api_" + draws.chars(ALNUM, 36)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(), person.ascii_last.lower(),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_first[:5] + person.ascii_last[:2]).lower()
        while not draws.fresh(nick):
            nick = f"{nick}{draws.rng.randrange(2, 9)}"
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = nineteenth.grouped_card(number)
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "lower": value.lower(), "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

at_for = nineteenth.at_for


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    return thirteenth.plant_record(group, kind, form, values, host, rng, i)


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick" and i % 2 == 0:
                spoken = nicks.take(host, rng)
                if spoken and len(spoken) >= 3 and spoken.lower() not in host.text.lower() \
                        and re.fullmatch(r"[A-Za-z][\w|^`-]*", spoken) and not spoken.endswith(("-", "|", "s")) \
                        and spoken.lower() not in seen:
                    values = {**values, "v": spoken, "record": {"habit": form.habit, "names": [spoken],
                                                                "log_nick": True}}
            row = plant_record("planted", kind, form, values, host, rng, i)
            if row["needles"][0].lower() in seen:
                raise SystemExit(f"{kind} {form.name}: a value twice")
            seen.add(row["needles"][0].lower())
            records.append(row)
    return records


def negatives(pools: ninth.Pools, rng: random.Random) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                         pools.take(clean=True), rng, i) for i, form in enumerate(NEGATIVES)]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source}
            for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]



# ----------------------------------------------------------------------------------------------- exports


def handle_of(person: Person, platform: str) -> str:
    """A handle people make from their own name, typed in ASCII, in v31's shapes: first name and the surname's first
    three letters on Discord; surname, a dot and the first name's initial on Slack; first name, an underscore and the
    surname on Telegram."""
    first_, last = person.ascii_first.lower().replace("-", ""), person.ascii_last.lower().replace("-", "")
    return {"discord": f"{first_}{last[:3]}", "slack": f"{last}.{first_[:1]}",
            "telegram": f"{first_}_{last}"}[platform]


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "feel-handle-lol-raffle": (f"lol ⟦{handle}⟧ won the raffle", (handle,), author, "sentence-middle"),
        "feel-display-name-start-caps": (f"⟦{person.full}⟧ WON again", (person.full,), nicknamed, "sentence-start"),
        "feel-first-name-end-grin": (f"gg to ⟦{person.first}⟧ :D", (person.first,), nicknamed, "sentence-end"),
        "feel-handle-brackets-yay": (f"the new mod (⟦{handle}⟧) is here yay", (handle,), author, "in-brackets"),
        "feel-display-name-own-line-haha": (f"haha best clip goes to\n⟦{person.full}⟧", (person.full,), nicknamed,
                                            "own-line"),
        "forward-feel-handle-echo": (f"⟦{handle}⟧?! whoa", (handle,), {**author, "place": "forward"},
                                     "before-punctuation"),
        "feel-first-name-possessive-ugh": (f"ugh, ⟦{person.first}⟧'s bot spammed again", (person.first,), nicknamed,
                                           "sentence-middle"),
        "feel-display-name-quoted-heh": (f"heh \"⟦{person.full}⟧\" in the credits", (person.full,), nicknamed,
                                         "in-quotes"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "feel-real-name-yay-shipped": (f"yay ⟦{person.full}⟧ shipped the release", (person.full,), user,
                                       "sentence-middle"),
        "feel-handle-echo-hmm": (f"⟦{handle}⟧? hmm, out today", (handle,), user, "before-punctuation"),
        "feel-first-name-start-caps": (f"⟦{person.first}⟧ FINALLY merged it", (person.first,), user,
                                       "sentence-start"),
        "feel-handle-brackets-lol": (f"the reviewer (⟦{handle}⟧ lol) approved in a minute", (handle,), user,
                                     "in-brackets"),
        "feel-real-name-own-line-phew": (f"phew, signed off by\n⟦{person.full}⟧", (person.full,), user, "own-line"),
        "pretext-feel-real-name-wow": (f"wow, from ⟦{person.full}⟧ :)", (person.full,), {**user, "place": "pretext"},
                                       "sentence-end"),
        "feel-handle-end-sigh": (f"sigh, blocked on ⟦{handle}⟧", (handle,), user, "sentence-end"),
        "feel-first-name-quoted-oops": (f"oops \"⟦{person.first}⟧\" got tagged twice", (person.first,), user,
                                        "in-quotes"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "feel-handle-haha-cake": (f"haha ⟦{handle}⟧ brought the cake", (handle,), {}, "sentence-middle"),
        "mention-name-first-yay": (f"⟦{person.first}⟧ yay!!", (person.first,),
                                   {"entity": ["mention_name", number]}, "sentence-start"),
        "feel-full-name-quoted-aww": (f"aww \"⟦{person.full}⟧\" on the cake", (person.full,), {}, "in-quotes"),
        "feel-handle-brackets-lol": (f"the driver (⟦{handle}⟧ lol) got lost", (handle,), {}, "in-brackets"),
        "feel-full-name-own-line-wow": (f"wow, the photos are by\n⟦{person.full}⟧", (person.full,), {}, "own-line"),
        "caption-feel-first-name-smile": (f"⟦{person.first}⟧ and the dog :)", (person.first,), {"place": "caption"},
                                          "sentence-start"),
        "text-mention-full-name-heart": (f"happy birthday ⟦{person.full}⟧ <3", (person.full,),
                                         {"entity": ["text_mention", number]}, "sentence-end"),
        "feel-first-name-echo-whoa": (f"⟦{person.first}⟧?! whoa, came after all", (person.first,), {},
                                      "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("feel-handle-lol-raffle", "feel-display-name-start-caps", "feel-first-name-end-grin",
                "feel-handle-brackets-yay", "feel-display-name-own-line-haha", "forward-feel-handle-echo",
                "feel-first-name-possessive-ugh", "feel-display-name-quoted-heh"),
    "slack": ("feel-real-name-yay-shipped", "feel-handle-echo-hmm", "feel-first-name-start-caps",
              "feel-handle-brackets-lol", "feel-real-name-own-line-phew", "pretext-feel-real-name-wow",
              "feel-handle-end-sigh", "feel-first-name-quoted-oops"),
    "telegram": ("feel-handle-haha-cake", "mention-name-first-yay", "feel-full-name-quoted-aww",
                 "feel-handle-brackets-lol", "feel-full-name-own-line-wow", "caption-feel-first-name-smile",
                 "text-mention-full-name-heart", "feel-first-name-echo-whoa")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds, said = [], EXPORT_FORMS[platform], set()
    for i in range(PER_KIND):
        form = kinds[i % len(kinds)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        for attempt in range(MAX_DRAWS):      # a person whose name as said here no earlier set planted
            person = draws.person(1000 + offset + i + 10000 * attempt)
            phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
            if not any(n.lower() in draws.earlier or n.lower() in said for n in needles):
                break
        said.update(n.lower() for n in needles)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "locale": person.locale})
    return found


def side_channels(draws: Draws) -> list[dict]:
    """v24's group kinds of side channel in new shapes: a Discord group DM named by three handles, a Slack DM with a
    person, a Slack channel named after two people and a month, a Telegram group titled in its members' own scripts,
    an export under a Linux home named after the person."""
    people = [p for p in (draws.person(2900 + k) for k in range(30))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    scripted = [p for k, p in enumerate(scripted) if p.locale not in {q.locale for q in scripted[:k]}]
    a, b, c, d, e, f = people[:6]
    s1, s2 = (scripted + people[6:])[:2]
    home = f"{f.ascii_first.lower()}{f.ascii_last[:1].lower()}"
    hands = [handle_of(p, "discord") for p in (a, b, c)]
    rows = {
        "discord-group-dm-name": ("discord", f"{hands[0]}, {hands[1]} and {hands[2]} lol", tuple(hands)),
        "slack-dm-of-user": ("slack", d.full, (d.ascii_first, d.ascii_last, d.first, d.last)),
        "slack-channel-of-people": ("slack", f"yay-{e.ascii_first.lower()}-and-{c.ascii_first.lower()}",
                                    (e.ascii_first.lower(), c.ascii_first.lower())),
        "telegram-group-title": ("telegram", f"❤️ {s1.first} & {s2.first} & {b.first} ❤️", (s1.first, s2.first, b.first)),
        "export-path-home": ("telegram", f"/home/{home}/Documents/Telegram Desktop/ChatExport_2026-11-21", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v29 (lower case, v30 never read): no value of v31 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v31 is one an earlier set used."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier
            if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}|[0-9a-f]{12}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if re.fullmatch(r"[\d .-]+", n)
            and len(re.sub(r"\D", "", n)) in (14, 15, 16, 19)}
    for block in V4_BLOCKS:
        assert not [n for n in earlier if n.startswith(block + ".")], block
    for prefix in V6_PREFIXES:
        assert not any(n.startswith(prefix + ":") for n in earlier), prefix
    for oui in OUIS:
        assert oui.replace(":", "") not in macs, oui
    for _, prefix, _ in CARD_RANGES:
        assert prefix not in iins, prefix
    for domain in EMAIL_DOMAINS:
        assert not any(n.endswith("@" + domain) for n in earlier), domain
    for issuer in ISSUERS:
        assert not any(n.startswith(issuer.lower()) for n in earlier), issuer


def bare_words(line: str) -> set[str]:
    """The words of a form's carrier phrase (the value and any path around it taken out) that would announce a kind."""
    phrase = re.sub(r"⟦[^⟧]*⟧", " ", line)
    phrase = " ".join(w for w in phrase.split() if "/" not in w and "\\" not in w)   # a path is the value's own
    return set(re.findall(r"[a-z0-9@_-]+|@", phrase.lower())) & set(BARE_WORDS)


def check_bare() -> None:
    """No planted form's carrier phrase holds a word of `BARE_WORDS`; every form shows a feeling (`FEELINGS`)."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))
            assert form.position in POSITIONS, (kind, form.name)
            assert feelings_of(form.line), (kind, form.name)
    someone = Person("Ана Тест", "Ана", "Тест", "Ana", "Test", "ky")     # a stand-in, only to read the phrases
    for platform, (make, _, _) in EXPORTS.items():
        for name in EXPORT_FORMS[platform]:
            phrase, _, _, position = make(name, someone, "1" if platform != "telegram" else 1)   # type: ignore[operator]
            assert not bare_words(phrase) and feelings_of(phrase) and position in POSITIONS, (platform, name)


def build() -> list[dict]:
    """Every record of the thirty-first held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:1]       # the quietest #ubuntu days only: the irclogs days are used up (v24, v25)
    earlier = earlier_values()
    check_ranges(earlier)
    check_bare()
    check_people()
    draws = Draws(earlier | {w.lower() for pool in hosts for h in pool for w in re.findall(r"\w+", h.text)}, earlier)
    pools = ninth.Pools(hosts, rng)
    real = [pools.take(clean=True) for _ in range(REAL_UNPLANTED)]
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    records += planted(draws, pools, rng, ninth.LogNicks(set(earlier)))
    records += negatives(pools, rng)
    for platform in EXPORTS:
        records += export_records(draws, platform, pools, rng)
    records += side_channels(draws) + technical(draws)
    print(Counter((r["group"], r["kind"]) for r in records))
    return records


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
