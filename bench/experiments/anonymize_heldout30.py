"""Builds bench/data/anonymize_heldout30.jsonl, the THIRTIETH held-out set of the anonymiser (v30), measured by
`bench/anonymize_heldout.py --set v30`. Written on 2026-11-29 (19:30-19:42 UTC, helper heldout30) after v28 and v29
were measured and spent, while another helper wrote v31 apart (never read: not its worktree, not its branch); never
tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), v29's builder in full and the helpers it imports from the earlier builders, v28's
export forms (to keep their record shape for raw mentions), the other builders' constants and culture lists through
their checks (to keep their record format and groups, import their helpers and avoid their forms, names, cultures,
regions and values), tests/test_anonymize_heldout.py and the committed earlier sets (their needles, phone regions,
IBAN countries and token issuers, counted to pick the least used). Public sources were searched for about one minute,
for shapes only (two searches: pasted `ip addr` / `ifconfig` output with link-local addresses in help threads; pages
where people give their e-mail or contact); each form's `source` names the page that shows the habit; no line or
value was copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md
beyond its first section, nor anything of v31. The anonymiser was never run on a plant, nor `disentangle extract`,
nor the harness on this set.

v30 keeps v5-v29's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a ninth, independent AUDITOR'S SAMPLE (v14, v16, v18, v20, v22, v24, v26 and v28 were the
first eight, by other authors): what a data protection officer would draw from a help channel or a team chat.

- PROPORTIONS DECIDED BEFORE ANY VALUE (`REGISTER`, `PLAIN_PER_KIND`, `HARD_PER_KIND`): THREE PLAIN FORMS TO ONE
  HARDER in every kind (eight forms, six plain and two harder; secrets, with more shapes the project counts, twelve:
  nine and three), so three plants in four are plain. Why 3:1 (v26 chose 7:1): in #ubuntu and in team chats most personal values are
  typed plainly (a person gives their address, number, IP, MAC; pastes a token; an error shows a home path; a nick is
  addressed), but a help channel is also where people PASTE program output and config files (ip addr, ifconfig,
  ssh -v, a traceback, a .env line) and where many write in their own language; the author's guess from years of such
  channels is one value in four or five arrives that way, a typo'd or munged carrier or an encoded value more rarely.
  The harder habits (`HARD`): a pasted program output or config line, a carrier in another language (Spanish, French,
  Portuguese, Indonesian), a carrier in another script (Arabic), a typo'd carrier, an obfuscated address
  (`[at]`/`[dot]`), a percent-encoded value (a mailto: link). Every form names its habit and the public page that
  shows people write so (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation, a multi-line message with the value on its own line.
- NICKS as a channel says them: addressed (`nick: ...`), thanked, mid-sentence, quoted, possessive, and in their
  variants (`nick_`, `nick|away`, `nick2`, `nick-laptop`); where the host's log has one, a nick that speaks in that log.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's-v29's hand-written lists (the build
  checks). Twenty naming cultures none of v20-v29 drew from (Odia, Assamese, Lao, Tibetan, Yemeni, Sudanese,
  Kurmanji Kurdish, Turkmen, Malagasy, Wolof, Oromo, Shona, Faroese, Javanese, Paraguayan, Dominican, Mozambican,
  Haitian, Trinidadian, Congolese), weighted (`CULTURE_WEIGHTS`) as the author guesses an international English-
  speaking Linux channel mixes them: Javanese, Odia and the Caribbean and Latin American ones most (large online
  populations), Faroese, Tibetan and Turkmen fewest; mostly common names of each, a few rarer ones (Rógvi, Tsering
  Wangmo, Rianala). Turkmen surnames take the first name's gender (Orazowa); Javanese people often have one name, so
  the second part is a second given name (Slamet Prasetyo); Tibetan people have two given names, no family name.
  Odia, Assamese, Lao, Tibetan, Yemeni and Sudanese people are written in their own script (Oriya, Bengali, Lao,
  Tibetan, Arabic) in display names and side channels, and transliterated by the author as they type themselves in
  an address or a login.
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions planted in three times or fewer before and none of
  v29's (`PHONE_REGIONS`), each a valid mobile of its region (operator prefix from libphonenumber's example, later
  digits drawn); twelve IBAN countries among the least used before (thirteen times or fewer, none of v29's); card
  IINs, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked), each person's address at a provider of
  their culture's country; token issuers none of v1-v29 planted (Deno Deploy `ddp_`, Ory `ory_pat_`, Slack refresh
  tokens `xoxe.xoxp-1-`); passwords by v30's own two recipes (three capitalised everyday words run together and a
  digit; a word, a sign, three digits and a capitalised word); card brands named `*_a30`; seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP long key id said as people
  say it (`0x` and sixteen upper-case hex digits), a full fingerprint as one run of forty hex digits, an SSH host key fingerprint in ssh's old `MD5:` colon spelling, a 32-48 character mixed-case
  token with no prefix, and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind `ipv6`).
- HOSTS: only the #ubuntu days of the annotated corpus (`irc-disentanglement/`), the days the earlier sets used least,
  none a line of v1-v29: the shared irclogs days were used up by v24 and v25 (the brief), so v30 has NO irclogs host
  and the test's "#ubuntu days and irclogs days, in turn" check accepts it with none (as it relaxed for v24-v29).
- EXPORTS: mentions the way the clients write them and people type them (Discord `<@id>` and `<@!id>`, a typed
  `@handle`, a display name; Slack `<@U…>`, `<@U…|handle>`, a typed `@handle`, a real name; Telegram `@username`
  mention, mention_name and text_mention entities, a name typed bare) in the places the readers read
  (`heldout_exports.PLACES`: a Discord forward, a Slack edit, a Telegram photo caption), and the side channels of
  v25's personal kinds in new shapes (a Discord DM named by a `first.l` handle and a year, a Slack private channel of
  one person's onboarding, a Slack group DM of three, a Telegram personal chat titled with a name in Arabic script and
  a relation, an export under a Linux home named `first name + surname initial`).
- SOURCES: the two searches gave four pages (pasted ip addr and ifconfig output, ping6 replies from link-local
  addresses, forum members giving each other their addresses, a Linux author's contact line in his own language);
  the other forms name the public document of the convention or tool whose output or syntax they show (ssh(1), git
  config, gpg's manual, RFC 6068 mailto:, address munging, .env files, the platforms' mention formats). No line or
  value of any of them was copied.
- NOT COVERED: values split over lines, values in non-ASCII digits, base64- or HTML-encoded values (v10-v13).
- NEGATIVES AND TECHNICAL LINES: values that identify no one but look close (versions, private / loopback / CGNAT /
  documentation addresses, documentation MACs, example passwords and keys, test cards, documented IBANs, example
  domains, UUIDs, dates, sizes, ports, package names said like nicks), half or more in the plants' own carrier
  phrases; technical lines with random-looking ids (checksums, object ids, machine ids, ...), no key id nor
  fingerprint among them.

    python bench/experiments/anonymize_heldout30.py   # rewrites bench/data/anonymize_heldout30.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

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
from experiments import anonymize_heldout28 as twentyeighth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout29 as twentyninth  # noqa: E402 -- EARLIER_SETS, its people, POSITIONS

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout30.jsonl"
EARLIER_SETS = (*twentyninth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (28, 29)))
SEED = 30301
EXPORT_SEED = 30202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("GR", "IM", "AR", "RO", "UA", "AG", "AX", "BI", "CZ", "DK", "FI", "HU", "IE", "NO", "SE", "SL",
                 "ST", "TD", "NZ", "TL")   # planted in three times or fewer before, none of v29's
IBAN_COUNTRIES = ("RU", "SD", "TR", "UA", "TN", "CH", "CY", "MR", "ES", "LC", "MN", "OM")   # the least used before
CARD_RANGES = (("visa_jv_a30", "431962", 16), ("mastercard_py_a30", "517845", 16), ("visa_mg_a30", "455718", 16),
               ("amex_a30", "376219", 15), ("mastercard_do_a30", "543697", 16), ("diners_a30", "360148", 14),
               ("jcb_a30", "357112", 16), ("unionpay_a30", "628201", 16), ("visa_tt_a30", "402693", 16),
               ("discover_a30", "650031", 16), ("mastercard_sn_a30", "529371", 16), ("visa_fo_a30", "476804", 16))
DOMAINS_OF = {"or": ("ortel.net",), "as": ("assamnet.in",), "lo": ("laotel.com", "etllao.com"),
              "bo": ("phayul.com",), "ar-ye": ("y.net.ye", "ptc.net.ye"), "ar-sd": ("sudatel.sd", "sudani.sd"),
              "ku": ("newroz.net",), "tk": ("online.tm",), "mg": ("moov.mg", "blueline.mg"),
              "wo": ("orange.sn", "sentoo.sn"), "om": ("ethionet.et",), "sn": ("zol.co.zw", "mweb.co.zw"),
              "fo": ("olivant.fo", "post.olivant.fo"), "jv": ("cbn.net.id", "biz.net.id"),
              "es-py": ("tigo.com.py", "rieder.net.py"), "es-do": ("codetel.net.do", "claro.net.do"),
              "pt-mz": ("tdm.co.mz", "teledata.mz"), "fr-ht": ("hainet.net", "accesshaiti.com"),
              "en-tt": ("tstt.net.tt", "carib-link.net"), "fr-cd": ("ic.cd", "vodanet.cd")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("115.84", "202.137", "134.35", "41.67", "217.174", "41.188", "41.83", "196.188", "197.221", "46.227",
             "36.80", "181.120", "152.166", "41.94", "200.113", "186.45", "41.243", "117.248")
V6_PREFIXES = ("2405:b800", "2c0f:f610", "2a06:2180", "2800:1e0", "2400:7800", "2c0f:fef8", "2001:4448")
OUIS = ("60:a4:4c", "54:b2:03", "88:d7:f6", "9c:5c:8e", "48:5b:39", "b0:6e:bf")
ISSUERS = ("ddp_", "ory_pat_", "xoxe.xoxp-1-")

# the habits' pages (searched for shapes only; each shows people write a value so)
IPADDR = ("https://zweng.dev/Interpreting-ip-link-and-address-command-output (ip addr output pasted whole: link/ether, "
          "inet, inet6 fe80 scope link)")
IFCONFIG = ("https://superuser.com/questions/490138/why-do-i-have-so-many-ipv6-inet6-addresses (a user pastes ifconfig "
            "output with HWaddr and global inet6 addresses into a question)")
PING6 = ("https://community.onion.io/tags/avahi%20removed (ping6 replies from MAC-derived fe80 addresses pasted in a "
         "forum reply)")
CONTACT = ("https://www.peakprosperity.com/faq/other-site-users-contact-email (members of a forum giving each other "
           "their own e-mail addresses)")
OWN_LANG = ("https://linuxcenter.cn/linux/manage-dhcp.html (a Linux author gives a chat handle and a mail address "
            "under a heading in his own language)")
ASKUBUNTU = "https://askubuntu.com/questions/ (users paste error messages with their /home/<user> paths)"
SSH_V = "https://man.openbsd.org/ssh (ssh -v prints 'Connecting to host [address] port 22')"
GIT_CFG = "https://git-scm.com/docs/git-config (user.email and credentials pasted from git config output)"
GPG_DOC = "https://www.gnupg.org/gph/en/manual/x56.html (gpg --list-keys output pasted to tell a key)"
MAILTO = "https://www.rfc-editor.org/rfc/rfc6068 (mailto: links, '@' percent-encoded as %40)"
MUNGE = "https://en.wikipedia.org/wiki/Address_munging (name [at] domain [dot] tld to foil harvesters)"
TYPO = "https://en.wikipedia.org/wiki/Typographical_error (chat typed fast: swapped and dropped letters)"
PAY = "https://www.reddit.com/r/personalfinance/ (people share card and account details to ask about a charge)"
IRCLOG = ("https://irclogs.ubuntu.com/ (the channel's own logs: lines written `<nick> text`, the shape people paste "
          "back to quote an earlier answer)")
DOTENV = "https://github.com/motdotla/dotenv (a .env line KEY=value pasted when asking why a deploy fails)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (<@id> and <@!id> mentions)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U...> and <@U...|name>)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (mention, mention_name, text_mention entities)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = twentyninth.POSITIONS
HARD = ("pasted", "language", "script", "typo", "obfuscated", "encoded")   # the harder habits of `REGISTER`
PLAIN_PER_KIND, HARD_PER_KIND = 6, 2      # decided before any value was written: three plants in four plain


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "or": (False, ("ସୌମ୍ୟ|Soumya|m", "ଲିପିକା|Lipika|f", "ଦେବାଶିଷ|Debasish|m", "ସସ୍ମିତା|Sasmita|f",
                   "ବିଶ୍ୱଜିତ|Biswajit|m", "ମମତା|Mamata|f"),
           ("ମହାପାତ୍ର|Mohapatra", "ପଟ୍ଟନାୟକ|Pattnaik", "ସାହୁ|Sahoo", "ଦାଶ|Dash", "ପାଣିଗ୍ରାହୀ|Panigrahi")),
    "as": (False, ("ৰাতুল|Ratul|m", "পাপৰি|Papori|f", "জিতুমণি|Jitumoni|m", "ইন্দ্ৰাণী|Indrani|f",
                   "ধ্ৰুবজ্যোতি|Dhrubajyoti|m", "মৌচুমী|Mousumi|f"),
           ("বৰুৱা|Baruah", "গগৈ|Gogoi", "বৰদলৈ|Bordoloi", "হাজৰিকা|Hazarika", "শইকীয়া|Saikia")),
    "lo": (False, ("ສົມພອນ|Somphone|m", "ນ້ອຍ|Noy|f", "ບຸນມີ|Bounmy|m", "ພອນສະຫວັນ|Phonsavanh|f",
                   "ແສງທອງ|Sengthong|m", "ວັນນາ|Vanna|f"),
           ("ພົມມະຈັນ|Phommachanh", "ສີສຸວັນ|Sisouvanh", "ແກ້ວມະນີ|Keomany", "ວົງສາ|Vongsa", "ຈັນທະວົງ|Chanthavong")),
    "bo": (False, ("བསྟན་འཛིན|Tenzin|m", "སྒྲོལ་མ|Dolma|f", "ཚེ་རིང|Tsering|m", "པདྨ|Pema|f", "ཀུན་དགའ|Kunga|m",
                   "ལྷ་མོ|Lhamo|f"),
           ("ནོར་བུ|Norbu", "དབང་མོ|Wangmo", "རྡོ་རྗེ|Dorjee", "ཆོས་སྒྲོན|Choedon", "ཐར་ཆིན|Tharchin")),
    "ar-ye": (False, ("عبدالرقيب|Abdulraqeeb|m", "أروى|Arwa|f", "وضاح|Waddah|m", "بلقيس|Bilqees|f", "وهيب|Waheeb|m",
                      "أفنان|Afnan|f"),
              ("الحميري|Alhimyari", "المقطري|Almaqtari", "العولقي|Alawlaqi", "الشرعبي|Alsharabi", "الأهدل|Alahdal")),
    "ar-sd": (False, ("مجتبى|Mujtaba|m", "سلافة|Sulafa|f", "معتصم|Motasim|m", "تسنيم|Tasneem|f", "الطيب|Altayeb|m",
                      "إسراء|Israa|f"),
              ("الكباشي|Elkabashi", "البشير|Elbashir", "الأمين|Elamin", "حمدوك|Hamdok", "النور|Elnour")),
    "ku": (False, ("Rêbaz|Rebaz|m", "Berfîn|Berfin|f", "Welat|Welat|m", "Rojîn|Rojin|f", "Serhad|Serhad|m",
                   "Zozan|Zozan|f"),
           ("Botan|Botan", "Zagros|Zagros", "Amed|Amed", "Dêrsimî|Dersimi", "Berwarî|Berwari")),
    "tk": (False, ("Merdan|Merdan|m", "Aýna|Ayna|f", "Döwlet|Dowlet|m", "Maýsa|Maysa|f", "Batyr|Batyr|m",
                   "Ogulgerek|Ogulgerek|f"),
           ("Orazow|Orazow|Orazowa|Orazowa", "Annaýew|Annayew|Annaýewa|Annayewa",
            "Berdiýew|Berdiyew|Berdiýewa|Berdiyewa", "Gurbanow|Gurbanow|Gurbanowa|Gurbanowa")),
    "mg": (False, ("Hery|Hery|m", "Voahangy|Voahangy|f", "Rianala|Rianala|f", "Tahina|Tahina|m", "Fanja|Fanja|f",
                   "Mamy|Mamy|m"),
           ("Rakotomalala|Rakotomalala", "Randrianarisoa|Randrianarisoa", "Razafindrakoto|Razafindrakoto",
            "Andriamanantena|Andriamanantena", "Rasoanaivo|Rasoanaivo")),
    "wo": (False, ("Modou|Modou|m", "Ndèye|Ndeye|f", "Cheikh|Cheikh|m", "Khady|Khady|f", "Pape|Pape|m",
                   "Coumba|Coumba|f"),
           ("Ndiaye|Ndiaye", "Diop|Diop", "Faye|Faye", "Mbaye|Mbaye", "Sarr|Sarr", "Gueye|Gueye")),
    "om": (False, ("Gemechu|Gemechu|m", "Chaltu|Chaltu|f", "Lencho|Lencho|m", "Hawi|Hawi|f", "Tolesa|Tolesa|m",
                   "Obse|Obse|f"),
           ("Gudina|Gudina", "Tufa|Tufa", "Feyisa|Feyisa", "Dhinsa|Dhinsa", "Wakjira|Wakjira")),
    "sn": (False, ("Tendai|Tendai|m", "Rudo|Rudo|f", "Tatenda|Tatenda|m", "Chipo|Chipo|f", "Farai|Farai|m",
                   "Nyasha|Nyasha|f"),
           ("Moyo|Moyo", "Chikore|Chikore", "Mutasa|Mutasa", "Makoni|Makoni", "Zvobgo|Zvobgo")),
    "fo": (False, ("Rógvi|Rogvi|m", "Bjørg|Bjorg|f", "Jógvan|Jogvan|m", "Sólja|Solja|f", "Heðin|Hedin|m",
                   "Turið|Turid|f"),
           ("Joensen|Joensen", "Poulsen|Poulsen", "Dalsgaard|Dalsgaard", "Midjord|Midjord", "Olsen|Olsen")),
    "jv": (False, ("Slamet|Slamet|m", "Sri|Sri|f", "Wahyu|Wahyu|m", "Endang|Endang|f", "Bambang|Bambang|m",
                   "Sulastri|Sulastri|f", "Joko|Joko|m"),
           ("Prasetyo|Prasetyo", "Wibowo|Wibowo", "Rahayu|Rahayu", "Purnomo|Purnomo", "Susilo|Susilo",
            "Handayani|Handayani")),
    "es-py": (False, ("Derlis|Derlis|m", "Mirna|Mirna|f", "Arnaldo|Arnaldo|m", "Liz|Liz|f", "Blas|Blas|m",
                      "Lourdes|Lourdes|f"),
              ("Ortellado|Ortellado", "Insfrán|Insfran", "Villalba|Villalba", "Ayala|Ayala", "Cañete|Canete")),
    "es-do": (False, ("Yunior|Yunior|m", "Yokasta|Yokasta|f", "Wander|Wander|m", "Massiel|Massiel|f",
                      "Rafelito|Rafelito|m", "Yocasta|Yocasta|f"),
              ("Almonte|Almonte", "Peralta|Peralta", "Tejada|Tejada", "Polanco|Polanco", "Encarnación|Encarnacion")),
    "pt-mz": (False, ("Celso|Celso|m", "Rosalina|Rosalina|f", "Zacarias|Zacarias|m", "Felismina|Felismina|f",
                      "Dércio|Dercio|m", "Arminda|Arminda|f"),
              ("Cossa|Cossa", "Macuácua|Macuacua", "Sitoe|Sitoe", "Mondlane|Mondlane", "Chissano|Chissano")),
    "fr-ht": (False, ("Wilnord|Wilnord|m", "Nadège|Nadege|f", "Jean-Robert|Jean-Robert|m", "Guerda|Guerda|f",
                      "Frantz|Frantz|m", "Marie-Ange|Marie-Ange|f"),
              ("Joseph|Joseph", "Pierre-Louis|Pierre-Louis", "Dorvil|Dorvil", "Estimé|Estime", "Célestin|Celestin")),
    "en-tt": (False, ("Kern|Kern|m", "Shaniqua|Shaniqua|f", "Keston|Keston|m", "Anisha|Anisha|f", "Ravi|Ravi|m",
                      "Kerry-Ann|Kerry-Ann|f"),
              ("Ramdass|Ramdass", "Gopaul|Gopaul", "Maharaj|Maharaj", "Ramlogan|Ramlogan", "Ottley|Ottley")),
    "fr-cd": (False, ("Héritier|Heritier|m", "Grâce|Grace|f", "Fiston|Fiston|m", "Merveille|Merveille|f",
                      "Trésor|Tresor|m", "Bénédicte|Benedicte|f"),
              ("Kabila|Kabila", "Mukendi|Mukendi", "Tshisekedi|Tshisekedi", "Kalonji|Kalonji", "Ilunga|Ilunga")),
}
CULTURE_WEIGHTS = {"or": 4, "as": 3, "lo": 2, "bo": 1, "ar-ye": 3, "ar-sd": 3, "ku": 3, "tk": 1, "mg": 2, "wo": 3,
                   "om": 3, "sn": 3, "fo": 1, "jv": 6, "es-py": 4, "es-do": 4, "pt-mz": 3, "fr-ht": 3, "en-tt": 4,
                   "fr-cd": 3}
OWN_SCRIPT = ("or", "as", "lo", "bo", "ar-ye", "ar-sd")
NO_FAMILY_NAME = ("bo", "jv")     # two given names, no family name
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    if culture == "bo":
        full = f"{native_first}་{native_last}"      # Tibetan: the two given names joined by the tsheg
    else:
        full = f"{native_last} {native_first}" if family_first else f"{native_first} {native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


def earlier_people_names() -> set[str]:
    """Every first and last name (written and typed) of v20's-v29's hand-written lists, lower case."""
    found: set[str] = set(twentyninth.earlier_people_names())
    for module in (twentyeighth, twentyninth):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v30's lists is one of v20's-v29's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
# Each form's habit opens with its register: `plain:` or one of `HARD` (the proportions of `REGISTER`).
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(CONTACT, ("a30-email-reach-me-end", "if the installer hangs again you can reach me at ⟦{v}⟧",
                         "sentence-end", "plain: the person gives their own address last"),
               ("a30-email-start-is-mine", "⟦{v}⟧ is mine, send the log there", "sentence-start",
                "plain: the address first, then what to do with it"),
               ("a30-email-brackets-cc", "cc me too (⟦{v}⟧) when you file it", "in-brackets",
                "plain: the address in brackets as an aside")),
        *forms(OWN_LANG, ("a30-email-own-line-contact", "contact for the mirror:\n⟦{v}⟧", "own-line",
                          "plain: a heading line, the address alone below it"),
               ("a30-email-quoted-login", "the login is \"⟦{v}⟧\" not the gmail one", "in-quotes",
                "plain: quoted, as the login of a site")),
        *forms(GIT_CFG, ("a30-email-commits-comma", "my commits show ⟦{v}⟧, is that why the cla bot complains?",
                         "before-punctuation", "plain: the address as git shows it, a comma after")),
        *forms(MAILTO, ("a30-email-mailto-encoded", "click mailto:⟦{mailto}⟧ in the footer", "sentence-middle",
                        "encoded: a mailto: link with the '@' percent-encoded as %40")),
        *forms(MUNGE, ("a30-email-munged-at-dot", "mail me, ⟦{munged}⟧, no spam pls", "before-punctuation",
                       "obfuscated: [at] and [dot] written out against harvesters"))),
    "phone": (
        *forms(CONTACT, ("a30-phone-call-me-end", "easier to sort out by voice, call me on ⟦{intl}⟧",
                         "sentence-end", "plain: international, last, after 'call me on'"),
               ("a30-phone-start-whatsapp", "⟦{e164}⟧ has signal and whatsapp", "sentence-start",
                "plain: E.164 first, a messenger after"),
               ("a30-phone-brackets-landlord", "the landlord (⟦{national}⟧) never picks up", "in-brackets",
                "plain: national, in brackets"),
               ("a30-phone-quoted-field", "typed \"⟦{national}⟧\" in the form and it says invalid", "in-quotes",
                "plain: national, quoted from a web form")),
        *forms(ASKUBUNTU, ("a30-phone-own-line-sig", "cheers, Ravi\n⟦{intl}⟧", "own-line",
                           "plain: a signature line under the name"),
               ("a30-phone-modem-qmark", "the modem sms came from ⟦{e164}⟧?", "before-punctuation",
                "plain: E.164 before a question mark")),
        *forms(OWN_LANG, ("a30-phone-french-rappelle", "rappelle-moi au ⟦{intl}⟧ ce soir stp", "sentence-middle",
                          "language: a French carrier, international")),
        *forms(TYPO, ("a30-phone-typo-numbr", "my numbr is ⟦{national}⟧ txt me", "sentence-middle",
                      "typo: a dropped letter in the carrier, national"))),
    "ipv4": (
        *forms(ASKUBUNTU, ("a30-v4-my-public-end", "whatismyip says my public address is ⟦{v}⟧", "sentence-end",
                           "plain: the user's own public address, last"),
               ("a30-v4-start-banned", "⟦{v}⟧ got banned by fail2ban on my own box lol", "sentence-start",
                "plain: the address first"),
               ("a30-v4-brackets-home", "my home connection (⟦{v}⟧) can't reach the vps", "in-brackets",
                "plain: in brackets")),
        *forms(CONTACT, ("a30-v4-quoted-allowlist", "i put \"⟦{v}⟧\" in the allowlist already", "in-quotes",
                         "plain: quoted from a config the person edited"),
               ("a30-v4-own-line-pingme", "can someone ping this from outside\n⟦{v}⟧", "own-line",
                "plain: alone on its line after a request"),
               ("a30-v4-stop-office", "the office one is ⟦{v}⟧.", "before-punctuation",
                "plain: a full stop after")),
        *forms(SSH_V, ("a30-v4-pasted-ssh-v", "debug1: Connecting to vps [⟦{v}⟧] port 22.", "in-brackets",
                       "pasted: an ssh -v output line, the address in square brackets")),
        *forms(OWN_LANG, ("a30-v4-indonesian", "ip publik saya ⟦{v}⟧ kok diblokir ya", "sentence-middle",
                          "language: an Indonesian carrier"))),
    "ipv6": (
        *forms(IFCONFIG, ("a30-v6-got-from-isp-end", "the isp handed me ⟦{v}⟧", "sentence-end",
                          "plain: a global address from the provider, last"),
               ("a30-v6-start-unreachable", "⟦{v}⟧ is unreachable from work", "sentence-start",
                "plain: the address first")),
        *forms(PING6, ("a30-v6-eui-printer-brackets", "only the printer (⟦{eui}⟧) answers ping6", "in-brackets",
                       "plain: a link-local address made from a MAC (ff:fe in its middle), in brackets"),
               ("a30-v6-eui-quoted", "it keeps saying \"⟦{eui}⟧\" is a duplicate", "in-quotes",
                "plain: a MAC-derived link-local address, quoted")),
        *forms(ASKUBUNTU, ("a30-v6-own-line-aaaa", "this is what the AAAA record should be\n⟦{v}⟧", "own-line",
                           "plain: alone on its line"),
               ("a30-v6-qmark", "why does curl -6 show ⟦{v}⟧?", "before-punctuation",
                "plain: before a question mark")),
        *forms(IPADDR, ("a30-v6-pasted-ip-addr-eui", "    inet6 ⟦{eui}⟧/64 scope link proto kernel_ll", "sentence-middle",
                        "pasted: an ip addr output line with the MAC-derived link-local address")),
        *forms(OWN_LANG, ("a30-v6-portuguese", "o meu ipv6 é ⟦{v}⟧, alguém consegue ver?", "before-punctuation",
                          "language: a Portuguese carrier"))),
    "mac": (
        *forms(ASKUBUNTU, ("a30-mac-laptop-end", "the laptop's wifi card is ⟦{v}⟧", "sentence-end",
                           "plain: lower case, colons, last"),
               ("a30-mac-start-upper-reserve", "⟦{upper}⟧ needs a reserved lease", "sentence-start",
                "plain: upper case first"),
               ("a30-mac-brackets-dashed", "the tv (⟦{dashed}⟧ per the settings menu) drops off", "in-brackets",
                "plain: dashes as a settings screen shows them, in brackets"),
               ("a30-mac-quoted-flat", "the router label says \"⟦{flat}⟧\"", "in-quotes",
                "plain: twelve digits, no separator, quoted from a label"),
               ("a30-mac-own-line-whitelist", "add this one to the whitelist\n⟦{upper}⟧", "own-line",
                "plain: upper case alone on its line"),
               ("a30-mac-cisco-comma", "the switch lists ⟦{cisco}⟧, same port every time", "before-punctuation",
                "plain: dotted as a Cisco switch prints it, a comma after")),
        *forms(IFCONFIG, ("a30-mac-pasted-ifconfig", "ether ⟦{v}⟧  txqueuelen 1000  (Ethernet)", "sentence-middle",
                          "pasted: an ifconfig output line")),
        *forms(OWN_LANG, ("a30-mac-spanish", "la mac del portátil es ⟦{upper}⟧ y no me da ip", "sentence-middle",
                          "language: a Spanish carrier"))),
    "secret": (
        *forms(DOTENV, ("a30-secret-pw-end", "ok the wifi password is ⟦{pw}⟧", "sentence-end",
                        "plain: a password given last"),
               ("a30-secret-pw-quoted", "login root / \"⟦{pw}⟧\" on the test box", "in-quotes",
                "plain: a password quoted after a user name"),
               ("a30-secret-pw-start", "⟦{pw}⟧ works on the router but not on the nas", "sentence-start",
                "plain: a password first"),
               ("a30-secret-tok-own-line", "here's the api key, don't share\n⟦{tok}⟧", "own-line",
                "plain: a 32+ character mixed-case token with no prefix, alone on its line"),
               ("a30-secret-ory-brackets", "the admin token (⟦{ory}⟧) stopped working", "in-brackets",
                "plain: an Ory personal access token in brackets")),
        *forms(SLACK_DOC, ("a30-secret-xoxe-qmark", "is ⟦{xoxe}⟧ the refresh one?", "before-punctuation",
                           "plain: a Slack refresh token before a question mark")),
        *forms(GPG_DOC, ("a30-secret-keyid-middle", "sign with 0x⟦{keyid}⟧ not the old one", "sentence-middle",
                         "plain: an OpenPGP long key id with 0x (personal)"),
               ("a30-secret-fpr-run-end", "please verify my fingerprint ⟦{fpr40}⟧", "sentence-end",
                "plain: a full OpenPGP fingerprint as one run of forty hex digits (personal)"),
               ("a30-secret-tok-comma", "⟦{tok}⟧, that's the one in the dashboard", "before-punctuation",
                "plain: a mixed-case token first, a comma after")),
        *forms(SSH_V, ("a30-secret-md5-pasted", "RSA key fingerprint is ⟦{md5fp}⟧.", "before-punctuation",
                       "pasted: ssh's old MD5: colon spelling of a host key fingerprint (personal)")),
        *forms(DOTENV, ("a30-secret-ddp-dotenv", "DENO_DEPLOY_TOKEN=⟦{ddp}⟧", "sentence-end",
                        "pasted: a .env line with a Deno Deploy token")),
        *forms(OWN_LANG, ("a30-secret-arabic", "كلمة السر ⟦{pw}⟧ لا تعمل", "sentence-middle",
                          "script: an Arabic carrier around a password"))),
    "home_path": (
        *forms(ASKUBUNTU, ("a30-home-permission-end",
                            "gnome-keyring: permission denied on /home/⟦{u}⟧/.local/share/keyrings/login.keyring",
                           "sentence-end", "plain: a path in an error message, last"),
               ("a30-home-start-full", "/home/⟦{u}⟧/Downloads is full of appimages", "sentence-start",
                "plain: a path first"),
               ("a30-home-quoted", "it can't open \"/home/⟦{u}⟧/Documents/thesis.odt\"", "in-quotes",
                "plain: a quoted path"),
               ("a30-home-brackets-tilde", "the config (~⟦{u}⟧/.bashrc) got reset", "in-brackets",
                "plain: ~user in brackets"),
               ("a30-home-own-line-du", "du says the big one is\n/home/⟦{u}⟧/.var/app", "own-line",
                "plain: a path alone on its line"),
               ("a30-home-qmark", "should i delete /home/⟦{u}⟧/.cache/pip?", "before-punctuation",
                "plain: a path before a question mark")),
        *forms(ASKUBUNTU, ("a30-home-pasted-traceback", "File \"/home/⟦{u}⟧/proj/app.py\", line 12, in <module>",
                           "in-quotes", "pasted: a Python traceback line")),
        *forms(OWN_LANG, ("a30-home-french-bureau", "le fichier est dans /home/⟦{u}⟧/Bureau/notes.txt",
                          "sentence-middle", "language: a French carrier, a French desktop folder"))),
    "nick": (
        *forms(ASKUBUNTU, ("a30-nick-addressed", "⟦{v}⟧: have you tried the hwe kernel yet", "sentence-start",
                           "plain: addressed with a colon, first"),
               ("a30-nick-thanks", "thanks a ton ⟦{v}⟧!", "before-punctuation", "plain: thanked, an exclamation mark"),
               ("a30-nick-mid-said", "i think ⟦{v}⟧ had the same card", "sentence-middle",
                "plain: mentioned mid-sentence"),
               ("a30-nick-away-brackets", "ask the other one (⟦{away}⟧) when he's back", "in-brackets",
                "plain: the nick with |away, in brackets"),
               ("a30-nick-under-quoted", "is \"⟦{under}⟧\" the same person?", "in-quotes",
                "plain: the nick with a trailing underscore (a ghost), quoted"),
               ("a30-nick-laptop-end", "it was fixed by ⟦{laptop}⟧", "sentence-end",
                "plain: the nick with -laptop, last")),
        *forms(IRCLOG, ("a30-nick-pasted-line", "<⟦{two}⟧> reboot into recovery and run fsck\nthat worked",
                        "sentence-start", "pasted: an earlier line quoted with its <nick2> prefix, a multi-line message")),
        *forms(OWN_LANG, ("a30-nick-spanish-gracias", "gracias ⟦{v}⟧, ya arrancó el wifi", "before-punctuation",
                          "language: thanked in Spanish"))),
    "card": (
        *forms(PAY, ("a30-card-charged-end", "they charged twice on ⟦{grouped}⟧", "sentence-end",
                     "plain: grouped, last"),
               ("a30-card-start-num", "⟦{num}⟧ keeps getting declined on steam", "sentence-start",
                "plain: unspaced, first"),
               ("a30-card-brackets-dashed", "the old card (⟦{dashed}⟧) expired", "in-brackets",
                "plain: dashed in brackets"),
               ("a30-card-quoted", "i pasted \"⟦{grouped}⟧\" and it said invalid", "in-quotes",
                "plain: grouped, quoted"),
               ("a30-card-own-line", "oops wrong window\n⟦{num}⟧", "own-line", "plain: pasted by mistake, alone"),
               ("a30-card-comma", "⟦{grouped}⟧, expiry next year", "before-punctuation",
                "plain: grouped, a comma after")),
        *forms(OWN_LANG, ("a30-card-portuguese", "o cartão é ⟦{grouped}⟧ validade 09/28", "sentence-middle",
                          "language: a Portuguese carrier")),
        *forms(TYPO, ("a30-card-typo-crad", "my crad ⟦{dashed}⟧ got chraged twice", "sentence-middle",
                      "typo: swapped letters in the carrier"))),
    "iban": (
        *forms(PAY, ("a30-iban-send-end", "send the deposit to ⟦{spaced}⟧", "sentence-end", "plain: spaced, last"),
               ("a30-iban-start", "⟦{v}⟧ is my account for the refund", "sentence-start", "plain: unspaced, first"),
               ("a30-iban-brackets", "the shared account (⟦{spaced}⟧) is in both names", "in-brackets",
                "plain: spaced, in brackets"),
               ("a30-iban-quoted", "the banking app keeps rejecting \"⟦{v}⟧\"", "in-quotes", "plain: unspaced, quoted"),
               ("a30-iban-own-line", "for the meetup pizza:\n⟦{spaced}⟧", "own-line", "plain: spaced, alone"),
               ("a30-iban-lower-qmark", "does ⟦{lower}⟧ look right?", "before-punctuation",
                "plain: lower case, before a question mark")),
        *forms(OWN_LANG, ("a30-iban-spanish", "mi cuenta: ⟦{v}⟧ a nombre de mi madre", "sentence-middle",
                          "language: a Spanish carrier")),
        *forms(PAY, ("a30-iban-pasted-invoice", "IBAN: ⟦{spaced}⟧  BIC: see above", "sentence-middle",
                     "pasted: an invoice line"))),
}


def register_of(form: Form) -> str:
    """`plain` or the harder habit a form shows (its habit's first word)."""
    return form.habit.split(":")[0]


REGISTER = {kind: Counter(register_of(f) for f in kind_forms) for kind, kind_forms in FORMS.items()}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("gparted", "shotwell", "pavucontrol", "baobab", "rhythmbox2")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms("RFC 2606 (reserved example domains)", (
        "neg30-example-mail", "if the installer hangs again you can reach me at ⟦admin@example.org⟧", "", ""),
        ("neg30-example-mail-start", "⟦user@example.com⟧ is mine, send the log there", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg30-private-start", "⟦192.168.1.254⟧ got banned by fail2ban on my own box "
                                            "lol", "", ""),
           ("neg30-private-brackets", "my home connection (⟦10.0.0.138⟧) can't reach the vps", "", ""),
           ("neg30-private-ssh", "debug1: Connecting to vps [⟦172.20.10.2⟧] port 22.", "", "")),
    *forms("RFC 1122 (loopback)", ("neg30-loopback", "the office one is ⟦127.0.1.1⟧.", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg30-cgnat", "whatismyip says my public address is ⟦100.96.12.7⟧",
                                               "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg30-doc-v4", "i put \"⟦203.0.113.45⟧\" in the allowlist already",
                                                  "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg30-doc-v6", "the isp handed me ⟦2001:db8:ab::12⟧", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg30-ula", "⟦fd00:1c::2⟧ is unreachable from work", "", "")),
    *forms("RFC 4291 (loopback)", ("neg30-v6-loopback", "why does curl -6 show ⟦::1⟧?", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg30-doc-mac", "the laptop's wifi card is ⟦00:00:5e:00:53:01⟧",
                                                      "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg30-broadcast", "⟦FF:FF:FF:FF:FF:FF⟧ needs a reserved lease",
                                                         "", "")),
    *forms(f"{NEG}List_of_the_most_common_passwords", ("neg30-common-pw", "ok the wifi password is ⟦changeme⟧", "", ""),
           ("neg30-common-pw-quoted", "login root / \"⟦123456⟧\" on the test box", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg30-test-visa", "they charged twice on "
                                                            "⟦4242 4242 4242 4242⟧", "", ""),
           ("neg30-test-visa-start", "⟦4000056655665556⟧ keeps getting declined on steam", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg30-example-gb-iban", "send the deposit to ⟦GB82 WEST 1234 5698 7654 32⟧", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg30-uuid", "here's the api key, don't share\n⟦3f2b8c1e-7d4a-4e9b-a6c5-0d1e2f3a4b5c⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg30-commit", "it was fixed by ⟦a1b2c3d⟧", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg30-date", "⟦2026-11-02⟧ is mine, send the log there", "", ""),
           ("neg30-expiry", "⟦09/28⟧, expiry next year", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg30-size", "/home/user/Downloads is ⟦14GiB⟧ of appimages", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg30-port", "is ⟦8443⟧ the refresh one?", "", "")),
    *forms(f"{NEG}Software_versioning", ("neg30-version", "the isp handed me ⟦5.15.0-91⟧", "", ""),
           ("neg30-version-mac", "the router label says \"⟦6.1.2.3⟧\"", "", "")),
    *forms("https://docs.docker.com/ (documented placeholder values)", (
        "neg30-placeholder-token", "the admin token (⟦<your-token-here>⟧) stopped working", "", ""),
        ("neg30-placeholder-env", "DENO_DEPLOY_TOKEN=⟦${DENO_TOKEN}⟧", "", "")),
    *forms("Filesystem Hierarchy Standard (system homes)", ("neg30-skel", "permission denied on "
                                                            "⟦/etc/skel/.bashrc⟧", "", ""),
           ("neg30-root-home", "should i delete ⟦/root/.cache/pip⟧?", "", "")),
    *forms(f"{NEG}E.164 (too short to be a number)", ("neg30-short-code", "the modem sms came from ⟦+3456⟧?", "", "")),
    *forms(f"{NEG}ISBN", ("neg30-isbn", "i pasted \"⟦978-0-13-110362-7⟧\" and it said invalid", "", "")),
    *forms(f"{NEG}Unix_time", ("neg30-epoch", "⟦1764374400⟧, that's the one in the dashboard", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg30-resolution", "the tv (⟦3840x2160⟧ per the settings menu) drops off",
                                        "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg30-pci", "the switch lists ⟦8086:15bc⟧, same port "
                                                               "every time", "", "")),
    *forms("Ubuntu package names", ("word-nick-30", "thanks a ton ⟦gparted⟧!", "", ""),
           ("word-nick-30", "i think ⟦shotwell⟧ had the same card", "", ""),
           ("word-nick-30", "⟦pavucontrol⟧: have you tried the hwe kernel yet", "", ""),
           ("word-nick-30", "gracias ⟦baobab⟧, ya arrancó el wifi", "", ""),
           ("word-nick-30", "it was fixed by ⟦rhythmbox2⟧", "", "")),
)

# technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech30-sha256sum", "https://man7.org/linux/man-pages/man1/sha256sum.1.html (checksums)",
     "sha256sum of the iso: {hex:64}"),
    ("tech30-docker-digest", "https://docs.docker.com/reference/cli/docker/image/pull/ (digests)",
     "pulled ubuntu@sha256:{hex:64} and it still fails"),
    ("tech30-machine-id", "https://man7.org/linux/man-pages/man5/machine-id.5.html (machine ids)",
     "both vms have machine-id {hex:32} after cloning"),
    ("tech30-git-commit", "https://git-scm.com/docs/git-bisect", "bisect says {hex:40} is the first bad commit"),
    ("tech30-blkid", "https://man7.org/linux/man-pages/man8/blkid.8.html (filesystem uuids)",
     "fstab has UUID={uuid} but blkid shows something else"),
    ("tech30-journal-boot", "https://man7.org/linux/man-pages/man1/journalctl.1.html (boot ids)",
     "journalctl -b {hex:32} shows the oom"),
    ("tech30-apt-hash-mismatch", "https://manpages.ubuntu.com/manpages/noble/man8/apt-get.8.html (hash sums)",
     "Hash Sum mismatch, expected {hex:64}"),
    ("tech30-snap-rev", "https://snapcraft.io/docs/snap-revisions", "snap refresh went to revision {dec:4}"),
    ("tech30-pid", "https://man7.org/linux/man-pages/man1/kill.1.html (process ids)",
     "kill -9 {dec:6} did nothing"),
    ("tech30-short-sha", "https://git-scm.com/docs/git-rev-parse", "cherry-pick {hex:12} onto the stable branch"),
    ("tech30-md5sum", "https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)", "md5 {hex:32} matches"),
    ("tech30-container-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "container {hex:12} exited with 137"),
    ("tech30-dbus-uuid", "https://dbus.freedesktop.org/doc/dbus-uuidgen.1.html (machine uuids)",
     "dbus-uuidgen --get gives {hex:32}"),
)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v30's seed and people put together from the hand-written lists."""

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


BANK_CODES = {"LC": ("HEMM", "BOSL", "RBNK", "FCIB")}
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
WORDS = ("mango", "tiger", "river", "cobalt", "lantern", "pepper", "falcon", "harbor", "velvet", "maple", "comet",
         "saffron", "orbit", "walnut", "cactus", "ember")          # v30's own: everyday words people string together
SIGNS = "!#$%&*+?@=_"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-22 characters, three classes or more), made two ways v30 gives them: three
    capitalised words run together and a digit (CamelCase); a lower-case word, a sign, three digits and a capitalised
    word."""
    for _ in range(MAX_DRAWS):
        a, b, c = draws.rng.sample(WORDS, 3)
        if (i // len(FORMS["secret"])) % 2 == 0:
            pw = a.capitalize() + b.capitalize() + c.capitalize() + draws.chars("0123456789", 1)
        else:
            pw = a + draws.rng.choice(SIGNS) + draws.chars("0123456789", 3) + b.capitalize()
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 22 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def pgp_key_id(draws: Draws) -> str:
    """An OpenPGP long key id: sixteen upper-case hex digits (said after 0x)."""
    while True:
        value = draws.chars("0123456789ABCDEF", 16)
        if re.search("[A-F]", value) and re.search(r"\d", value) and draws.fresh(value):
            return value


def pgp_fingerprint_run(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as one run of forty upper-case hex digits (as `gpg --with-colons` and key servers
    give it)."""
    while True:
        value = draws.chars("0123456789ABCDEF", 40)
        if re.search("[A-F]", value) and draws.fresh(value):
            return value


def md5_host_fingerprint(draws: Draws) -> str:
    """An SSH host key fingerprint in ssh's old MD5 spelling: `MD5:` and sixteen colon-separated hex pairs."""
    while True:
        value = "MD5:" + ":".join(draws.chars(HEX, 2) for _ in range(16))
        if draws.fresh(value):
            return value


def variants(nick: str) -> dict[str, str]:
    """The nick as IRC clients and people vary it: a ghost's underscore, an away marker, a second client's digit, a
    machine suffix."""
    return {"under": nick + "_", "away": nick + "|away", "two": nick + "2", "laptop": nick + "-laptop"}


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
        munged = f"{local} [at] {dom.replace('.', ' [dot] ')}"
        return {**base, "v": f"{local}@{dom}", "mailto": f"{local}%40{dom}", "munged": munged,
                "extra": (local,) if len(local) >= 6 else ()}
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
                "keyid": pgp_key_id(draws), "fpr40": pgp_fingerprint_run(draws), "md5fp": md5_host_fingerprint(draws),
                "ddp": "ddp_" + draws.chars(ALNUM, 36), "ory": "ory_pat_" + draws.chars(ALNUM, 32),
                "xoxe": "xoxe.xoxp-1-" + draws.chars(ALNUM, 140)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(), person.ascii_last.lower(),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_first[:5] + person.ascii_last[:2]).lower()
        while not draws.fresh(nick):
            nick = f"{nick}{draws.rng.randrange(2, 9)}"
        return {**base, "v": nick, **variants(nick), "record": {**base["record"], "names": [nick]}}
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
                    values = {**values, "v": spoken, **variants(spoken),
                              "record": {"habit": form.habit, "names": [spoken], "log_nick": True}}
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
    """A handle people make from their own name, typed in ASCII, in v30's shapes: the first name, a dot and the
    surname's first letter on Discord; the first name's initial and the surname on Slack; the surname, an underscore
    and the first name's first three letters on Telegram."""
    first_ = person.ascii_first.lower().replace("-", "")
    last = person.ascii_last.lower().replace("-", "").replace(" ", "")
    return {"discord": f"{first_}.{last[:1]}", "slack": f"{first_[:1]}{last}",
            "telegram": f"{last}_{first_[:3]}"}[platform]


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "a30-raw-mention-driver": (f"⟦<@{uid}>⟧ which driver did you end up with", (uid, handle), author,
                                   "sentence-start"),
        "a30-nick-mention-thanks": (f"that fixed it, thank you ⟦<@!{uid}>⟧!", (uid, handle, person.full), nicknamed,
                                    "before-punctuation"),
        "a30-typed-at-handle-logs": (f"send your logs to @⟦{handle}⟧ in a thread", (handle,), author,
                                     "sentence-middle"),
        "a30-display-name-end": (f"the wiki page was written by ⟦{person.full}⟧", (person.full,), nicknamed,
                                 "sentence-end"),
        "a30-first-name-brackets": (f"our sysadmin (⟦{person.first}⟧) is on holiday", (person.first,), nicknamed,
                                    "in-brackets"),
        "a30-handle-quoted": (f"is \"⟦{handle}⟧\" a mod here?", (handle,), author, "in-quotes"),
        "forward-a30-raw-mention": (f"⟦<@{uid}>⟧ found the same bug on arch", (uid, handle),
                                    {**author, "place": "forward"}, "sentence-start"),
        "a30-display-name-own-line": (f"helper of the week:\n⟦{person.full}⟧", (person.full,), nicknamed,
                                      "own-line"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "a30-user-mention-review": (f"⟦<@{uid}>⟧ can you review my pr before lunch?", (uid, handle, person.full),
                                    user, "sentence-start"),
        "a30-labelled-mention-keys": (f"the prod keys are with ⟦<@{uid}|{handle}>⟧", (uid, handle), user,
                                      "sentence-end"),
        "a30-typed-at-handle": (f"@⟦{handle}⟧ your laptop is ready at it", (handle,), user, "sentence-start"),
        "a30-real-name-brackets": (f"the new hire (⟦{person.full}⟧) needs a jira seat", (person.full,), user,
                                   "in-brackets"),
        "a30-first-name-quoted": (f"the card says \"happy birthday ⟦{person.first}⟧\"", (person.first,), user,
                                  "in-quotes"),
        "edit-a30-user-mention": (f"⟦<@{uid}>⟧ is on call this weekend", (uid, handle, person.full),
                                  {**user, "place": "edit"}, "sentence-start"),
        "a30-real-name-middle": (f"i asked ⟦{person.full}⟧ about the vpn quota", (person.full,), user,
                                 "sentence-middle"),
        "a30-handle-own-line": (f"who owns the staging db?\n⟦{handle}⟧", (handle,), user, "own-line"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "a30-mention-handle-start": (f"⟦@{handle}⟧ are you coming to the meetup?", (handle,),
                                     {"entity": ["mention", 0]}, "sentence-start"),
        "a30-mention-name-thanks": (f"thanks ⟦{person.first}⟧, got it", (person.first,),
                                    {"entity": ["mention_name", number]}, "before-punctuation"),
        "a30-text-mention-end": (f"the spare router is with ⟦{person.full}⟧", (person.full,),
                                 {"entity": ["text_mention", number]}, "sentence-end"),
        "a30-mention-handle-brackets": (f"the admin (⟦@{handle}⟧) pinned the rules", (handle,),
                                        {"entity": ["mention", 0]}, "in-brackets"),
        "a30-full-name-quoted": (f"the invoice says \"⟦{person.full}⟧\" not the company", (person.full,), {},
                                 "in-quotes"),
        "caption-a30-first-name": (f"the setup ⟦{person.first}⟧ built for the lab", (person.first,),
                                   {"place": "caption"}, "sentence-middle"),
        "a30-first-name-own-line": (f"who has the hdmi adapter?\n⟦{person.first}⟧", (person.first,), {},
                                    "own-line"),
        "a30-full-name-middle": (f"ask ⟦{person.full}⟧ for the wifi at the office", (person.full,), {},
                                 "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("a30-raw-mention-driver", "a30-nick-mention-thanks", "a30-typed-at-handle-logs", "a30-display-name-end",
                "a30-first-name-brackets", "a30-handle-quoted", "forward-a30-raw-mention",
                "a30-display-name-own-line"),
    "slack": ("a30-user-mention-review", "a30-labelled-mention-keys", "a30-typed-at-handle", "a30-real-name-brackets",
              "a30-first-name-quoted", "edit-a30-user-mention", "a30-real-name-middle", "a30-handle-own-line"),
    "telegram": ("a30-mention-handle-start", "a30-mention-name-thanks", "a30-text-mention-end",
                 "a30-mention-handle-brackets", "a30-full-name-quoted", "caption-a30-first-name",
                 "a30-first-name-own-line", "a30-full-name-middle")}
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
    """The personal kinds of side channel (as v25, v26 and v28) in new shapes: a Discord DM named after a handle in
    v30's `first.l` shape with a birth year, a Slack private channel of one person's onboarding, a Slack group DM of
    three, a Telegram personal chat titled with the full name in its own script and a relation, an export under a
    Linux home named `first name + surname initial`."""
    people = [p for p in (draws.person(3000 + k) for k in range(30))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_first.lower().replace('-', '')}{f.ascii_last[:1].lower()}"
    slack = [handle_of(p, "slack") for p in (c, d, e)]
    dm = f"{handle_of(a, 'discord')}1994"
    rows = {
        "discord-dm-name": ("discord", dm, (dm, a.ascii_first.lower())),
        "slack-private-channel-of-person": ("slack", f"onboarding-{b.ascii_first.lower()}-{b.ascii_last.lower()}",
                                            (b.ascii_first.lower(), b.ascii_last.lower())),
        "slack-mpdm-name": ("slack", f"mpdm-{slack[0]}--{slack[1]}--{slack[2]}-1", tuple(slack)),
        "telegram-personal-title": ("telegram", f"{t.full} (cousin)", (t.first, t.last, t.full)),
        "export-path-home": ("telegram", f"/home/{home}/Downloads/Telegram Desktop/ChatExport_2026-11-29", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v29 (lower case, v31 never read): no value of v30 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v30 is one an earlier set used."""
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
        assert not any(n.endswith("@" + domain) or n.endswith("." + domain) for n in earlier), domain
    for issuer in ISSUERS:
        assert not any(n.startswith(issuer.lower()) for n in earlier), issuer


def check_register() -> None:
    """Every kind keeps the proportions decided before any value (`PLAIN_PER_KIND` plain to `HARD_PER_KIND` harder,
    secrets scaled to twelve forms), every harder habit is one of `HARD`, every position is one of `POSITIONS`."""
    for kind, counts in REGISTER.items():
        hard = sum(n for r, n in counts.items() if r != "plain")
        assert set(counts) - {"plain"} <= set(HARD), (kind, counts)
        assert counts["plain"] * HARD_PER_KIND == hard * PLAIN_PER_KIND, (kind, counts)
        for form in FORMS[kind]:
            assert form.position in POSITIONS, (kind, form.name)


def build() -> list[dict]:
    """Every record of the thirtieth held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:1]       # the quietest #ubuntu days only: the irclogs days are used up (v24, v25)
    earlier = earlier_values()
    check_ranges(earlier)
    check_register()
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
