"""Builds bench/data/anonymize_heldout32.jsonl, the THIRTY-SECOND held-out set of the anonymiser (v32), measured by
`bench/anonymize_heldout.py --set v32`. Written on 2026-11-29 (22:05-22:20 UTC, helper heldout32) after v30 and v31
were measured and spent, while another helper wrote v33 apart (never read: not its worktree, not its branch); never
tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py's places, v30's builder in full and the helpers it imports from
the earlier builders, v31's docstring and constants, the other builders' constants and culture lists through their
checks (to keep their record format and groups, import their helpers and avoid their forms, names, cultures, regions
and values), tests/test_anonymize_heldout.py and the committed earlier sets (their phone regions and IBAN countries,
counted to pick the least used). Public sources were searched for about one minute, for shapes only, after the forms
were written (three searches: nmcli device show output pasted in questions, which found only NetworkManager's manual
pages; ping6 replies from link-local addresses with their %zone, which found a unix.stackexchange answer pasting
them; arp -a lines, which found linux-ip.net's arp page, served over plain http, so the arp form names arp(8) and the
page is named here only): the ping form names that answer, every other form the public document of the
convention, tool or platform whose output, syntax or habit it shows (man pages, RFCs, the platforms' mention formats,
Ubuntu's own-language channel list); no line or value was copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py,
the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md beyond its first section, nor
anything of v33. The anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v32 keeps v5-v31's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a tenth, independent AUDITOR'S SAMPLE (v14, v16, v18, v20, v22, v24, v26, v28 and v30 were
the first nine, by other authors): what a data protection officer would draw from a help channel or a team chat.

- PROPORTIONS DECIDED BEFORE ANY VALUE, PER KIND (`PROPORTIONS`, `REGISTER`): unlike v26 (7:1 everywhere) and v30
  (3:1 everywhere), v32 sets the share of harder forms by how each kind really arrives in a help channel. E-mail,
  phone, nick, card and IBAN are almost always TYPED by a person (they give an address or a number, address a nick,
  paste a card by mistake): seven plain forms to one harder. IPv4, IPv6, MAC and home paths arrive very often inside
  PASTED program output (ip addr, nmcli, arp, ping, ls -l, a unit file): five plain to three harder. Secrets are
  given plainly (a wifi password, a token pasted) but as often pasted in a config (.env, .netrc, wpa_supplicant,
  the ssh first-connection prompt): eight plain to four harder of twelve forms. Every form is planted equally often,
  so 362 of the 480 plants are plain and 118 harder (about 75% plain, but 88% for typed kinds and 62% for pasted). The harder habits (`HARD`): a pasted program output or config line, a carrier in
  another language (Cebuano, Norwegian), in another script (Russian in Cyrillic, Nepali in Devanagari), a typo'd
  carrier, an obfuscated address (`at` / `dot` spelled out), a percent-encoded value in a router page's URL. Every
  form names its habit and the public document that shows people write so (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation, a multi-line message with the value on a line of its own.
- NICKS as a channel says them: addressed (`nick: ...`), thanked (`cheers nick,`, Cebuano `salamat kaayo nick!`),
  mid-sentence, quoted, in their variants (`nick_`, `nick|away`, `nick2`, `nick-laptop`); where the host's log has one,
  a nick that speaks in that log.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's-v31's hand-written lists (the build
  checks). Twenty naming cultures none of v20-v31 drew from (Sundanese, Cebuano, Newar, Sindhi, Sorani Kurdish,
  Luganda, Chichewa, Ewe, Fula, Setswana, Meitei, Scottish Gaelic, Mingrelian, Ossetian, Buryat, Dzongkha,
  Greenlandic, Northern Sami, Tongan, Fijian), weighted (`CULTURE_WEIGHTS`) as the author guesses an international
  English-speaking Linux channel mixes them: Sundanese and Cebuano most (very large, very online populations),
  Newar, Sindhi, Sorani, Luganda, Chichewa, Fula, Meitei and Gaelic next, Buryat, Dzongkha, Greenlandic, Sami and
  Tongan fewest; mostly common names of each (Asep, Jessa, Sujan, Kagiso, Chikondi), some rarer ones (Inunnguaq,
  Áslat, Ruairidh, Sanatombi). Ossetian and Buryat surnames take the first name's gender (Гаглоева, Дашиева);
  Meitei people put the family name first (Laishram Tomba); Sundanese and Bhutanese people often carry no family
  name, so the second part is a second given name (Asep Saepudin, Jigme Wangdi). Newar, Sindhi, Sorani, Mingrelian,
  Ossetian, Buryat and Bhutanese people are written in their own script (Devanagari, Arabic, Georgian, Cyrillic,
  Tibetan) in display names and side channels, and transliterated by the author as they type themselves in an address
  or a login.
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions planted four times or fewer before and none of
  v30's or v31's (`PHONE_REGIONS`, sixteen, three plants each), each a valid mobile of its region; twelve IBAN countries used thirteen or fourteen
  times before and none of v30's or v31's; card IINs, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used
  (checked), each person's address at a provider of their culture's country; token issuers none of v1-v31 planted
  (Dropbox short-lived access tokens `sl.`, JFrog Artifactory API keys `AKCp`, Discord MFA user tokens `mfa.`); passwords by v32's own two
  recipes (a capitalised word, a sign and a four-digit year; a word in leetspeak, capitalised, and a sign); card
  brands named `*_a32`; seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP short key id (eight
  upper-case hex digits), a full fingerprint in `gpg --fingerprint`'s ten groups of four, an SSH host key fingerprint
  as ssh's first-connection prompt prints it (`SHA256:` and 43 base64 characters), a 32-48 character mixed-case token
  with no prefix, and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind `ipv6`, one pasted from ping
  output with its `%interface` zone glued on).
- HOSTS: only the #ubuntu days of the annotated corpus (`irc-disentanglement/`), the days the earlier sets used least,
  none a line of v1-v31: the shared irclogs days were used up by v24 and v25 (the brief), so v32 has NO irclogs host
  and the test's "#ubuntu days and irclogs days, in turn" check accepts it with none (as it relaxed for v24-v31).
- EXPORTS: mentions the way the clients write them and people type them (Discord `<@id>` and `<@!id>`, a typed
  `@handle`, a display name; Slack `<@U…>`, `<@U…|handle>`, a typed `@handle`, a real name; Telegram `@username`
  mention, mention_name and text_mention entities, a name typed bare) in the places the readers read
  (`heldout_exports.PLACES`: a Discord forward, a Slack attachment's pretext, a Telegram photo caption), and the side
  channels of v25's personal kinds in new shapes (a Discord DM named by a `first_last` handle, a Slack private
  channel `hr-<first>-<last>`, a Slack group DM of three, a Telegram personal chat titled with a name in its own
  script and a heart, an export under a Linux home named `first name + last name`).
- NOT COVERED: values split over lines, values in non-ASCII digits, base64- or HTML-encoded values (v10-v13).
- NEGATIVES AND TECHNICAL LINES: values that identify no one but look close (versions, private / loopback / CGNAT /
  documentation addresses, documentation MACs, example passwords and keys, test cards, documented IBANs, example
  domains, UUIDs, dates, sizes, ports, package names said like nicks), half or more in the plants' own carrier
  phrases; technical lines with random-looking ids (checksums, object ids, ...), no key id nor fingerprint.

    python bench/experiments/anonymize_heldout32.py   # rewrites bench/data/anonymize_heldout32.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import base64
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
from experiments import anonymize_heldout29 as twentyninth  # noqa: E402 -- EARLIER_SETS, POSITIONS
from experiments import anonymize_heldout30 as thirtieth  # noqa: E402 -- its people and v20's-v29's (avoided)
from experiments import anonymize_heldout31 as thirtyfirst  # noqa: E402 -- its people (avoided)

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout32.jsonl"
EARLIER_SETS = (*twentyninth.EARLIER_SETS,
                *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (28, 29, 30, 31)))
SEED = 32323
EXPORT_SEED = 32202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("AU", "BQ", "CA", "GB", "IO", "NF", "NL", "US", "ZA", "IQ", "KH", "MM", "UZ", "FM", "YT", "SR")
# planted in four times or fewer before (nine of them three times), none of v30's or v31's; every one draws a valid
# mobile number (the regions used less, AC, BL, BO, CC, CX, EH, FK, KI, MF, SH, SJ, TA, TK and VA, drew none)
IBAN_COUNTRIES = ("BI", "DJ", "FK", "LY", "NI", "DK", "FI", "GL", "HR", "IS", "KZ", "MU")
# used thirteen or fourteen times before, none of v30's or v31's
CARD_RANGES = (("visa_ph_a32", "489617", 16), ("mastercard_np_a32", "527433", 16), ("visa_ug_a32", "418352", 16),
               ("amex_a32", "379046", 15), ("mastercard_pk_a32", "546218", 16), ("diners_a32", "305862", 14),
               ("jcb_a32", "358364", 16), ("unionpay_a32", "624219", 16), ("visa_bw_a32", "439218", 16),
               ("discover_a32", "601192", 16), ("mastercard_mw_a32", "557319", 16), ("visa_gl_a32", "414972", 16))
DOMAINS_OF = {"su": ("myrepublic.co.id", "biznetnetworks.com"), "ceb": ("dctech.com.ph", "skybroadband.com.ph"),
              "new": ("vianet.com.np", "mos.com.np"), "sd": ("wol.net.pk", "stormfiber.pk"),
              "ckb": ("fastlink.iq", "tishknet.com"), "lg": ("infocom.co.ug", "utlonline.co.ug"),
              "ny": ("malawi.net", "sdnp.org.mw"), "ee": ("cafe.tg", "togocom.tg"), "ff": ("sotelgui.net.gn",),
              "tn": ("botsnet.bw", "mega.bw"), "mni": ("airtelbroadband.in",), "gd": ("hebrides.net", "zetnet.co.uk"),
              "xmf": ("silknet.com", "magticom.ge"), "os": ("alania.net", "osetia.ru"), "bua": ("burnet.ru",),
              "dz": ("druknet.bt",), "kl": ("greennet.gl", "tele.gl"), "se": ("c2i.net", "nordnet.no"),
              "to": ("kalianet.to", "tonfon.to"), "fj": ("connect.com.fj", "unwired.com.fj")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("197.149", "168.167", "41.210", "202.144", "95.189", "39.37", "37.238", "202.134", "144.120",
             "88.83", "193.69", "31.205", "105.234", "102.64", "180.244", "112.198", "117.241", "103.10", "176.221")
V6_PREFIXES = ("2c0f:eb00", "2405:a200", "2a02:2698", "2400:74e0", "2001:4479", "2a03:1ac0", "2c0f:f798")
OUIS = ("a4:97:b1", "f4:d1:08", "38:1a:52", "ac:15:a2", "7c:c2:c6", "e8:9c:25")
ISSUERS = ("sl.", "AKCp", "mfa.")

# the habits' documents (no search this time: each is the public document of the convention, tool or platform)
FORUM = ("https://ubuntuforums.org/ (members give their own e-mail or number in a thread to be reached off the "
         "forum)")
SIGNATURE = "https://en.wikipedia.org/wiki/Signature_block (contact lines under a message, after '-- ')"
MUNGE = "https://en.wikipedia.org/wiki/Address_munging (name at domain dot tld, spelled out against harvesters)"
PHONE_FMT = ("https://en.wikipedia.org/wiki/National_conventions_for_writing_telephone_numbers (numbers written as "
             "their country groups them, or with + and the country code)")
OWN_LANG = ("https://wiki.ubuntu.com/IRC/ChannelList (Ubuntu's own-language channels, where people help each "
            "other in Cebuano, Norwegian, Russian, Nepali and more)")
IP_ADDR = "https://man7.org/linux/man-pages/man8/ip-address.8.html (ip address show: inet6 ... scope global, link/ether)"
NMCLI = "https://networkmanager.dev/docs/api/latest/nmcli.html (nmcli device show: IP4.ADDRESS[1], GENERAL.HWADDR)"
ARP = "https://man7.org/linux/man-pages/man8/arp.8.html (arp -a lines: ? (address) at MAC [ether] on eth0)"
PING = ("https://unix.stackexchange.com/questions/423534/how-do-i-get-the-pingable-ipv6-address-of-my-machine "
        "(an answer pastes ping6 replies '64 bytes from fe80::...%eth0: icmp_seq=1' from a MAC-derived address; "
        "searched, shape only)")
HELP_POST = ("https://askubuntu.com/help/how-to-ask (askers paste their addresses, error messages and paths to "
             "give the full picture)")
SSH_DOC = "https://man.openbsd.org/ssh#VERIFYING_HOST_KEYS (the first connection prints the host key's SHA256 fingerprint)"
GPG_DOC = ("https://www.gnupg.org/documentation/manuals/gnupg/Operational-GPG-Commands.html (gpg --fingerprint "
           "prints ten groups of four hex digits; short key ids of eight)")
NETRC = "https://everything.curl.dev/usingcurl/netrc.html (a .netrc line: machine host login user password secret)"
JFROG = "https://jfrog.com/help/r/jfrog-platform-administration-documentation/api-keys (Artifactory API keys, AKCp)"
DOTENV = "https://12factor.net/config (config in the environment: a KEY=value line pasted from a .env file)"
WPA = "https://man.archlinux.org/man/wpa_supplicant.conf.5 (a network block's psk=\"passphrase\" line)"
DROPBOX = "https://developers.dropbox.com/oauth-guide (short-lived access tokens, sl.)"
LS_DOC = "https://man7.org/linux/man-pages/man1/ls.1.html (ls -ld output: mode, owner, size, date, path)"
UNIT = "https://www.freedesktop.org/software/systemd/man/latest/systemd.service.html (ExecStart= lines of a unit)"
PERCENT = "https://www.rfc-editor.org/rfc/rfc3986#section-2.1 (percent-encoding: ':' written %3A in a query string)"
TYPO = "https://en.wikipedia.org/wiki/Typographical_error (chat typed fast: swapped and dropped letters)"
IRC_DOC = ("https://modern.ircdocs.horse/ (nicks addressed with a colon; clients add _ or 2 when a nick is taken, "
           "people add |away or -laptop)")
CARD_DOC = "https://en.wikipedia.org/wiki/Payment_card_number (numbers grouped in fours as cards print them)"
IBAN_DOC = "https://en.wikipedia.org/wiki/International_Bank_Account_Number (IBANs in groups of four as statements print them)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (<@id> and <@!id> mentions)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U...> and <@U...|name>)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (mention, mention_name, text_mention entities)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = twentyninth.POSITIONS
HARD = ("pasted", "language", "script", "typo", "obfuscated", "encoded")   # the harder habits of `REGISTER`
PROPORTIONS = {"email": (7, 1), "phone": (7, 1), "nick": (7, 1), "card": (7, 1), "iban": (7, 1),
               "ipv4": (5, 3), "ipv6": (5, 3), "mac": (5, 3), "home_path": (5, 3), "secret": (8, 4)}
# decided before any value was written (plain, harder forms per kind): typed kinds mostly plain, pasted kinds less


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "su": (False, ("Asep|Asep|m", "Euis|Euis|f", "Ujang|Ujang|m", "Neng|Neng|f", "Cecep|Cecep|m", "Iis|Iis|f",
                   "Dadang|Dadang|m", "Yayah|Yayah|f"),
           ("Saepudin|Saepudin", "Supriatna|Supriatna", "Permana|Permana", "Kurniasih|Kurniasih",
            "Sunarya|Sunarya", "Komarudin|Komarudin")),
    "ceb": (False, ("Junrey|Junrey|m", "Jessa|Jessa|f", "Reymark|Reymark|m", "Kristine Joy|Kristinejoy|f",
                    "Jhon Paul|Jhonpaul|m", "Rhea Mae|Rheamae|f", "Jomar|Jomar|m", "Aizel|Aizel|f"),
            ("Cabahug|Cabahug", "Ybañez|Ybanez", "Sarausad|Sarausad", "Cuizon|Cuizon", "Alcoseba|Alcoseba",
             "Pepito|Pepito")),
    "new": (False, ("सुजन|Sujan|m", "रबिना|Rabina|f", "उज्ज्वल|Ujjwal|m", "रोजिना|Rojina|f", "प्रबिन|Prabin|m",
                    "निर्जला|Nirjala|f"),
            ("महर्जन|Maharjan", "बज्राचार्य|Bajracharya", "शाक्य|Shakya", "तुलाधर|Tuladhar", "डंगोल|Dangol")),
    "sd": (False, ("اياز|Ayaz|m", "ماروي|Marvi|f", "سڪندر|Sikandar|m", "سسئي|Sassui|f", "جمشيد|Jamshed|m",
                   "شازيه|Shazia|f"),
           ("سومرو|Soomro", "ميمڻ|Memon", "جتوئي|Jatoi", "منگي|Mangi", "لغاري|Laghari")),
    "ckb": (False, ("ڕێبوار|Rebwar|m", "شیلان|Shilan|f", "کاروان|Karwan|m", "سازان|Sazan|f", "هاوڕێ|Hawre|m",
                    "نیان|Nyan|f"),
            ("جەلال|Jalal", "ڕەسوڵ|Rasul", "بەرزنجی|Barzinji", "شوانی|Shwani", "بارزان|Barzan")),
    "lg": (False, ("Ssemakula|Ssemakula|m", "Nakato|Nakato|f", "Kato|Kato|m", "Babirye|Babirye|f",
                   "Mukasa|Mukasa|m", "Nalwoga|Nalwoga|f"),
           ("Ssewankambo|Ssewankambo", "Kiggundu|Kiggundu", "Lubega|Lubega", "Mukiibi|Mukiibi", "Nsubuga|Nsubuga")),
    "ny": (False, ("Chikondi|Chikondi|f", "Thokozani|Thokozani|m", "Mphatso|Mphatso|m", "Tiyamike|Tiyamike|f",
                   "Limbani|Limbani|m", "Chisomo|Chisomo|f"),
           ("Kachingwe|Kachingwe", "Mhango|Mhango", "Chirwa|Chirwa", "Mwale|Mwale", "Kumwenda|Kumwenda")),
    "ee": (False, ("Kossi|Kossi|m", "Afi|Afi|f", "Kodjo|Kodjo|m", "Akossiwa|Akossiwa|f", "Komlan|Komlan|m",
                   "Abla|Abla|f"),
           ("Agbeko|Agbeko", "Amouzou|Amouzou", "Kpodar|Kpodar", "Gbeassor|Gbeassor", "Adjovi|Adjovi")),
    "ff": (False, ("Mamadou Saliou|Saliou|m", "Aissatou|Aissatou|f", "Thierno|Thierno|m", "Mariama|Mariama|f",
                   "Alpha Oumar|Alphaoumar|m", "Kadiatou|Kadiatou|f"),
           ("Baldé|Balde", "Bah|Bah", "Sow|Sow", "Barry|Barry", "Diallo|Diallo")),
    "tn": (False, ("Kagiso|Kagiso|m", "Boitumelo|Boitumelo|f", "Tebogo|Tebogo|m", "Onalenna|Onalenna|f",
                   "Kgosi|Kgosi|m", "Kefilwe|Kefilwe|f"),
           ("Masire|Masire", "Molefhe|Molefhe", "Seretse|Seretse", "Kgathi|Kgathi", "Motsumi|Motsumi")),
    "mni": (True, ("Tomba|Tomba|m", "Thoibi|Thoibi|f", "Ibomcha|Ibomcha|m", "Sanatombi|Sanatombi|f",
                   "Chaoba|Chaoba|m", "Bembem|Bembem|f"),
            ("Laishram|Laishram", "Ningthoujam|Ningthoujam", "Thokchom|Thokchom", "Wahengbam|Wahengbam",
             "Yumnam|Yumnam", "Khumanthem|Khumanthem")),
    "gd": (False, ("Ruairidh|Ruairidh|m", "Ciorstaidh|Kirsty|f", "Seumas|Seumas|m", "Catrìona|Catriona|f",
                   "Calum|Calum|m", "Mòrag|Morag|f"),
           ("MacFhionghain|MacKinnon", "Mac an t-Saoir|MacIntyre", "MacDhòmhnaill|MacDonald", "MacIlleathain|MacLean",
            "Moireach|Murray")),
    "xmf": (False, ("ბესიკ|Besik|m", "ეკა|Eka|f", "ლაშა|Lasha|m", "თამთა|Tamta|f", "გურამ|Guram|m", "მაკო|Mako|f"),
            ("გვასალია|Gvasalia", "ჯიქია|Jikia", "შენგელია|Shengelia", "ჭითანავა|Chitanava", "ქვარაცხელია|Kvaratskhelia")),
    "os": (False, ("Алан|Alan|m", "Мадина|Madina|f", "Заур|Zaur|m", "Залина|Zalina|f", "Сослан|Soslan|m",
                   "Фатима|Fatima|f"),
           ("Гаглоев|Gagloev|Гаглоева|Gagloeva", "Тедеев|Tedeev|Тедеева|Tedeeva", "Кокоев|Kokoev|Кокоева|Kokoeva",
            "Дзагоев|Dzagoev|Дзагоева|Dzagoeva")),
    "bua": (False, ("Баир|Bair|m", "Дулма|Dulma|f", "Бато|Bato|m", "Эржена|Erzhena|f", "Цырен|Tsyren|m",
                    "Саяна|Sayana|f"),
            ("Дашиев|Dashiev|Дашиева|Dashieva", "Цыденов|Tsydenov|Цыденова|Tsydenova",
             "Бадмаев|Badmaev|Бадмаева|Badmaeva", "Доржиев|Dorzhiev|Доржиева|Dorzhieva")),
    "dz": (False, ("འཇིགས་མེད|Jigme|m", "བདེ་ཆེན|Dechen|f", "ཨོ་རྒྱན|Ugyen|m", "ཀུན་ལེགས|Kinley|f",
                   "སངས་རྒྱས|Sangay|m", "འཆི་མེད|Chimi|f"),
           ("དབང་འདུས|Wangdi", "ཕུན་ཚོགས|Phuntsho", "རིན་ཆེན|Rinchen", "བཟང་མོ|Zangmo", "དཔལ་འབྱོར|Penjor")),
    "kl": (False, ("Aputsiaq|Aputsiaq|m", "Naja|Naja|f", "Inunnguaq|Inunnguaq|m", "Paninnguaq|Paninnguaq|f",
                   "Kuupik|Kuupik|m", "Nivi|Nivi|f"),
           ("Kleist|Kleist", "Motzfeldt|Motzfeldt", "Lynge|Lynge", "Berthelsen|Berthelsen", "Kristiansen|Kristiansen")),
    "se": (False, ("Áslat|Aslat|m", "Máret|Maret|f", "Ánde|Ande|m", "Risten|Risten|f", "Niillas|Niillas|m",
                   "Biret|Biret|f"),
           ("Somby|Somby", "Eira|Eira", "Gaup|Gaup", "Hætta|Haetta", "Utsi|Utsi", "Balto|Balto")),
    "to": (False, ("Sione|Sione|m", "Mele|Mele|f", "Tevita|Tevita|m", "Losana|Losana|f", "Viliami|Viliami|m",
                   "Salote|Salote|f"),
           ("Taufa|Taufa", "Fifita|Fifita", "Havili|Havili", "Vaipulu|Vaipulu", "Kata|Kata")),
    "fj": (False, ("Jone|Jone|m", "Litia|Litia|f", "Waisale|Waisale|m", "Kalesi|Kalesi|f", "Timoci|Timoci|m",
                   "Mereoni|Mereoni|f"),
           ("Naivalu|Naivalu", "Nawalu|Nawalu", "Ravuvu|Ravuvu", "Koroi|Koroi", "Raikadroka|Raikadroka")),
}
CULTURE_WEIGHTS = {"su": 6, "ceb": 6, "new": 3, "sd": 3, "ckb": 3, "lg": 3, "ny": 3, "ee": 2, "ff": 3, "tn": 2,
                   "mni": 3, "gd": 3, "xmf": 2, "os": 2, "bua": 1, "dz": 1, "kl": 1, "se": 1, "to": 1, "fj": 2}
OWN_SCRIPT = ("new", "sd", "ckb", "xmf", "os", "bua", "dz")
NO_FAMILY_NAME = ("su", "dz")     # a second given name in the family name's place
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    if culture == "dz":
        full = f"{native_first}་{native_last}"      # Dzongkha: the two given names joined by the tsheg
    else:
        full = f"{native_last} {native_first}" if family_first else f"{native_first} {native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


def earlier_people_names() -> set[str]:
    """Every first and last name (written and typed) of v20's-v31's hand-written lists, lower case."""
    found: set[str] = set(thirtieth.earlier_people_names())
    for module in (thirtieth, thirtyfirst):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v32's lists is one of v20's-v31's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
# Each form's habit opens with its register: `plain:` or one of `HARD` (the proportions of `PROPORTIONS`).
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(FORUM, ("a32-email-drop-line-end", "drop me a line whenever you like, ⟦{v}⟧", "sentence-end",
                       "plain: the person gives their own address last"),
               ("a32-email-start-best", "⟦{v}⟧ works best, i rarely check the other one", "sentence-start",
                "plain: the address first, then which one to use"),
               ("a32-email-brackets-reporter", "i filed the bug report (⟦{v}⟧ is me) yesterday", "in-brackets",
                "plain: the address in brackets as an aside"),
               ("a32-email-quoted-registered", "launchpad says \"⟦{v}⟧\" is already registered", "in-quotes",
                "plain: quoted from a site's error"),
               ("a32-email-mid-forward", "forward it to ⟦{v}⟧ and i'll test on my side", "sentence-middle",
                "plain: mid-sentence"),
               ("a32-email-invite-qmark", "did the invite go to ⟦{v}⟧?", "before-punctuation",
                "plain: before a question mark")),
        *forms(SIGNATURE, ("a32-email-sig-own-line", "back tomorrow, thanks all\n-- \n⟦{v}⟧", "own-line",
                           "plain: a signature under '-- ', the address alone on its line")),
        *forms(MUNGE, ("a32-email-spelled-at-dot", "ping me at ⟦{munged}⟧ for the iso link", "sentence-middle",
                       "obfuscated: at and dot spelled out between spaces"))),
    "phone": (
        *forms(FORUM, ("a32-phone-text-parcel", "text me on ⟦{intl}⟧ when the parcel arrives", "sentence-middle",
                       "plain: international, mid-sentence"),
               ("a32-phone-start-cell", "⟦{e164}⟧ that's my cell, voicemail is broken", "sentence-start",
                "plain: E.164 first"),
               ("a32-phone-brackets-shop", "you can phone the shop (⟦{national}⟧) after nine", "in-brackets",
                "plain: national, in brackets"),
               ("a32-phone-numbers-end", "my number's ⟦{national}⟧", "sentence-end", "plain: national, last")),
        *forms(PHONE_FMT, ("a32-phone-courier-quoted", "the courier form wants \"⟦{intl}⟧\" with the plus",
                           "in-quotes", "plain: international, quoted from a form"),
               ("a32-phone-twilio-qmark", "is ⟦{e164}⟧ the right format for twilio?", "before-punctuation",
                "plain: E.164 before a question mark")),
        *forms(SIGNATURE, ("a32-phone-regards-own-line", "best regards\n⟦{intl}⟧", "own-line",
                           "plain: a signature line under the greeting")),
        *forms(OWN_LANG, ("a32-phone-cebuano-tawagi", "tawagi ko sa ⟦{national}⟧ ugma", "sentence-middle",
                          "language: a Cebuano carrier ('call me on ... tomorrow'), national"))),
    "ipv4": (
        *forms(HELP_POST, ("a32-v4-vps-try", "my vps is at ⟦{v}⟧ if anyone wants to try", "sentence-middle",
                           "plain: the person's own server, mid-sentence"),
               ("a32-v4-start-wan", "⟦{v}⟧ is the wan address the modem page lists", "sentence-start",
                "plain: the address first"),
               ("a32-v4-brackets-sshd", "sshd logs show my own address (⟦{v}⟧) as failed", "in-brackets",
                "plain: in brackets"),
               ("a32-v4-dyndns-stop", "the dyndns still points at ⟦{v}⟧.", "before-punctuation",
                "plain: a full stop after"),
               ("a32-v4-whitelist-end", "please allow ssh from ⟦{v}⟧", "sentence-end", "plain: last")),
        *forms(NMCLI, ("a32-v4-pasted-nmcli", "IP4.ADDRESS[1]:                         ⟦{v}⟧/24", "sentence-middle",
                       "pasted: an nmcli device show line")),
        *forms(ARP, ("a32-v4-pasted-arp", "? (⟦{v}⟧) at 00:00:5e:00:53:2a [ether] on eth0", "in-brackets",
                     "pasted: an arp -a line, the address in brackets")),
        *forms(OWN_LANG, ("a32-v4-norwegian", "den offentlige ip-en min er ⟦{v}⟧, hvorfor blokkeres den",
                          "before-punctuation", "language: a Norwegian carrier"))),
    "ipv6": (
        *forms(HELP_POST, ("a32-v6-isp-morning", "the isp gave me ⟦{v}⟧ this morning", "sentence-middle",
                           "plain: a global address from the provider, mid-sentence"),
               ("a32-v6-start-nginx", "⟦{v}⟧ shows up in the nginx access log as me", "sentence-start",
                "plain: the address first"),
               ("a32-v6-eui-brackets-printer", "the printer's link-local (⟦{eui}⟧) keeps changing names",
                "in-brackets", "plain: a link-local address made from a MAC (ff:fe in its middle), in brackets"),
               ("a32-v6-eui-desktop-end", "my desktop answers on ⟦{eui}⟧", "sentence-end",
                "plain: a MAC-derived link-local address, last"),
               ("a32-v6-quoted-test", "\"⟦{v}⟧\" is what test-ipv6 reports", "in-quotes", "plain: quoted")),
        *forms(IP_ADDR, ("a32-v6-pasted-scope-global", "    inet6 ⟦{v}⟧/64 scope global dynamic mngtmpaddr",
                         "sentence-middle", "pasted: an ip address show line with a global address")),
        *forms(PING, ("a32-v6-pasted-ping-zone", "64 bytes from ⟦{eui}⟧%wlp2s0: icmp_seq=1 ttl=64 time=3.1 ms",
                      "sentence-middle", "pasted: a ping reply from a MAC-derived link-local address, zone glued")),
        *forms(OWN_LANG, ("a32-v6-russian", "мой ipv6 ⟦{v}⟧, пинг не проходит", "before-punctuation",
                          "script: a Russian carrier in Cyrillic"))),
    "mac": (
        *forms(HELP_POST, ("a32-mac-wifi-end", "my laptop's wifi mac is ⟦{v}⟧", "sentence-end",
                           "plain: lower case, colons, last"),
               ("a32-mac-start-kicked", "⟦{upper}⟧ is the one that keeps getting kicked", "sentence-start",
                "plain: upper case first"),
               ("a32-mac-brackets-uni", "the old nic (⟦{dashed}⟧) is blocked on the uni network", "in-brackets",
                "plain: dashes as Windows prints them, in brackets"),
               ("a32-mac-quoted-cisco", "show mac address-table has \"⟦{cisco}⟧\" twice", "in-quotes",
                "plain: dotted as a Cisco switch prints it, quoted"),
               ("a32-mac-register-comma", "register ⟦{upper}⟧, then reboot", "before-punctuation",
                "plain: upper case, a comma after")),
        *forms(IP_ADDR, ("a32-mac-pasted-link-ether", "    link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff link-netnsid 0", "sentence-middle",
                         "pasted: an ip link line")),
        *forms(PERCENT, ("a32-mac-encoded-router-url", "the block page was http://192.168.8.1/deny?mac=⟦{pct}⟧&x=1",
                         "sentence-middle", "encoded: the MAC in a router page's URL, colons as %3A")),
        *forms(TYPO, ("a32-mac-typo-adress", "my mac adress is ⟦{flat}⟧ from the sticker", "sentence-middle",
                      "typo: a dropped letter in the carrier, twelve digits bare"))),
    "secret": (
        *forms(FORUM, ("a32-secret-guest-wifi-end", "the guest wifi password is ⟦{pw}⟧", "sentence-end",
                       "plain: a password given last"),
               ("a32-secret-pw-start-root", "⟦{pw}⟧ is what i set for root and it won't take it", "sentence-start",
                "plain: a password first"),
               ("a32-secret-pw-brackets-sudo", "tried my password (⟦{pw}⟧) and sudo still says no", "in-brackets",
                "plain: a password in brackets")),
        *forms(DROPBOX, ("a32-secret-dropbox-quoted", "my dropbox token is \"⟦{dbx}⟧\" and the api says 401", "in-quotes",
                         "plain: a Dropbox access token, quoted")),
        *forms(HELP_POST, ("a32-secret-tok-own-line", "pasted the wrong thing, this was my token:\n⟦{tok}⟧",
                           "own-line", "plain: a 32+ character mixed-case token with no prefix, alone on its line"),
               ("a32-secret-tok-qmark", "is ⟦{tok}⟧ supposed to be this long?", "before-punctuation",
                "plain: a mixed-case token before a question mark")),
        *forms(GPG_DOC, ("a32-secret-short-keyid", "gpg says key ⟦{keyid8}⟧ has expired, how do i extend it",
                         "sentence-middle", "plain: an OpenPGP short key id (personal)"),
               ("a32-secret-gpg-fpr-spaced", "my signing key is ⟦{gpgfpr}⟧", "sentence-end",
                "plain: an OpenPGP fingerprint in gpg's ten groups of four (personal)")),
        *forms(SSH_DOC, ("a32-secret-ssh-sha256-prompt", "ED25519 key fingerprint is ⟦{sha256fp}⟧.",
                         "before-punctuation", "pasted: ssh's first-connection prompt with the SHA256 host key "
                         "fingerprint (personal)")),
        *forms(NETRC, ("a32-secret-netrc-jfrog", "machine mirror.jfrog.io login me password ⟦{akcp}⟧",
                       "sentence-end", "pasted: a .netrc line with a JFrog Artifactory API key")),
        *forms(DOTENV, ("a32-secret-env-discord-mfa", "DISCORD_TOKEN=⟦{mfa}⟧", "sentence-end",
                        "pasted: a .env line with a Discord MFA user token")),
        *forms(WPA, ("a32-secret-wpa-psk", "    psk=\"⟦{pw}⟧\"", "in-quotes",
                     "pasted: a wpa_supplicant.conf psk line"))),
    "home_path": (
        *forms(HELP_POST, ("a32-home-permission-quoted", "PermissionError: [Errno 13] Permission denied: "
                           "'/home/⟦{u}⟧/.ssh/id_ed25519'", "in-quotes", "plain: a path in an error message, quoted"),
               ("a32-home-start-steam", "/home/⟦{u}⟧/.steam is eating 80 gigs", "sentence-start",
                "plain: a path first"),
               ("a32-home-symlink-end", "i symlinked it to /home/⟦{u}⟧/bin", "sentence-end", "plain: a path last"),
               ("a32-home-brackets-backup", "the backup (/home/⟦{u}⟧/backups/2019) won't restore", "in-brackets",
                "plain: a path in brackets"),
               ("a32-home-snap-qmark", "where did /home/⟦{u}⟧/snap come from?", "before-punctuation",
                "plain: a path before a question mark")),
        *forms(LS_DOC, ("a32-home-pasted-ls-ld", "drwx------ 2 root root 4096 Mar  3 09:12 /home/⟦{u}⟧/.cache/dconf",
                        "sentence-end", "pasted: an ls -ld line, root owning a user's folder")),
        *forms(UNIT, ("a32-home-pasted-execstart", "ExecStart=/home/⟦{u}⟧/miniconda3/bin/jupyter lab --no-browser",
                      "sentence-middle", "pasted: a systemd unit's ExecStart= line")),
        *forms(OWN_LANG, ("a32-home-norwegian-skrivebord", "filen ligger i /home/⟦{u}⟧/Skrivebord men vises ikke",
                          "sentence-middle", "language: a Norwegian carrier, a Norwegian desktop folder"))),
    "nick": (
        *forms(IRC_DOC, ("a32-nick-addressed-usb", "⟦{v}⟧: did the live stick boot in the end?", "sentence-start",
                         "plain: addressed with a colon, first"),
               ("a32-nick-cheers-comma", "cheers ⟦{v}⟧, that sorted it", "before-punctuation",
                "plain: thanked, a comma after"),
               ("a32-nick-like-said", "like ⟦{v}⟧ said earlier, purge it first", "sentence-middle",
                "plain: mentioned mid-sentence"),
               ("a32-nick-away-brackets", "the ppa maintainer (⟦{away}⟧) is asleep", "in-brackets",
                "plain: the nick with |away, in brackets"),
               ("a32-nick-under-quoted", "\"⟦{under}⟧\" is still ghosting your nick", "in-quotes",
                "plain: the nick with a trailing underscore (a ghost), quoted"),
               ("a32-nick-two-end", "for nvidia best ask ⟦{two}⟧", "sentence-end",
                "plain: the nick with a second client's 2, last"),
               ("a32-nick-laptop-start", "⟦{laptop}⟧ is probably me on the train", "sentence-start",
                "plain: the nick with -laptop, first")),
        *forms(OWN_LANG, ("a32-nick-cebuano-salamat", "salamat kaayo ⟦{v}⟧!", "before-punctuation",
                          "language: thanked in Cebuano"))),
    "card": (
        *forms(CARD_DOC, ("a32-card-pasted-sorry", "i accidentally pasted my card ⟦{grouped}⟧ sorry",
                          "sentence-middle", "plain: grouped, mid-sentence"),
               ("a32-card-start-subscription", "⟦{num}⟧ was charged for a subscription i never made",
                "sentence-start", "plain: unspaced, first"),
               ("a32-card-brackets-renewal", "the renewal failed on my card (⟦{grouped}⟧)", "in-brackets",
                "plain: grouped, in brackets"),
               ("a32-card-quoted-autofill", "it autofilled \"⟦{dashed}⟧\" from firefox", "in-quotes",
                "plain: dashed, quoted"),
               ("a32-card-own-line-clipboard", "ignore that\n⟦{num}⟧\nwrong clipboard", "own-line",
                "plain: pasted by mistake, alone on its line"),
               ("a32-card-blocked-end", "the bank blocked ⟦{grouped}⟧", "sentence-end", "plain: grouped, last"),
               ("a32-card-remove-qmark", "can i remove ⟦{dashed}⟧ from my account?", "before-punctuation",
                "plain: dashed, before a question mark")),
        *forms(TYPO, ("a32-card-typo-cerdit", "my cerdit card ⟦{grouped}⟧ was billed twice by the hoster",
                      "sentence-middle", "typo: swapped letters in the carrier"))),
    "iban": (
        *forms(IBAN_DOC, ("a32-iban-wire-end", "please wire it to ⟦{spaced}⟧", "sentence-end", "plain: spaced, last"),
               ("a32-iban-start-fee", "⟦{v}⟧ is the account for the conference fee", "sentence-start",
                "plain: unspaced, first"),
               ("a32-iban-brackets-refund", "refund to the same account (⟦{spaced}⟧) please", "in-brackets",
                "plain: spaced, in brackets"),
               ("a32-iban-quoted-short", "the form rejects \"⟦{spaced}⟧\" as too short", "in-quotes",
                "plain: spaced, quoted"),
               ("a32-iban-own-line-prize", "for the hackathon prize:\n⟦{v}⟧", "own-line", "plain: unspaced, alone"),
               ("a32-iban-lower-qmark", "did i mistype ⟦{lower}⟧?", "before-punctuation",
                "plain: lower case, before a question mark"),
               ("a32-iban-rent-middle", "transfer the rent share into ⟦{spaced}⟧ by friday", "sentence-middle",
                "plain: spaced, mid-sentence")),
        *forms(OWN_LANG, ("a32-iban-nepali", "मेरो खाता ⟦{spaced}⟧ मा पठाउनुहोस्", "sentence-middle",
                          "script: a Nepali carrier in Devanagari"))),
}


def register_of(form: Form) -> str:
    """`plain` or the harder habit a form shows (its habit's first word)."""
    return form.habit.split(":")[0]


REGISTER = {kind: Counter(register_of(f) for f in kind_forms) for kind, kind_forms in FORMS.items()}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("timeshift", "remmina", "kdenlive", "flameshot", "synaptic2")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms("RFC 2606 (reserved example domains)", (
        "neg32-example-mail", "drop me a line whenever you like, ⟦someone@example.net⟧", "", ""),
        ("neg32-example-mail-invite", "did the invite go to ⟦test@example.org⟧?", "", ""),
        ("neg32-localhost-mail", "forward it to ⟦root@localhost⟧ and i'll test on my side", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg32-private-start", "⟦192.168.0.1⟧ is the wan address the modem page lists", "", ""),
           ("neg32-private-brackets", "sshd logs show my own address (⟦10.8.0.6⟧) as failed", "", ""),
           ("neg32-private-arp", "? (⟦172.16.4.1⟧) at 00:00:5e:00:53:2a [ether] on eth0", "", ""),
           ("neg32-private-nmcli", "IP4.ADDRESS[1]:                         ⟦192.168.122.14⟧/24", "", "")),
    *forms("RFC 1122 (loopback)", ("neg32-loopback", "the dyndns still points at ⟦127.0.0.53⟧.", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg32-cgnat", "please allow ssh from ⟦100.72.9.30⟧", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg32-doc-v4", "my vps is at ⟦198.51.100.23⟧ if anyone wants to "
                                                  "try", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg32-doc-v6", "the isp gave me ⟦2001:db8:4::9⟧ this morning",
                                                        "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg32-ula", "\"⟦fd12:3456:789a::1⟧\" is what test-ipv6 reports", "",
                                                 "")),
    *forms("RFC 4291 (loopback)", ("neg32-v6-loopback", "⟦::1⟧ shows up in the nginx access log as me", "", "")),
    *forms("RFC 4291 (link-local without a MAC)", ("neg32-v6-ll-short", "my desktop answers on ⟦fe80::1⟧", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg32-doc-mac", "my laptop's wifi mac is ⟦00:00:5e:00:53:af⟧",
                                                      "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg32-broadcast", "register ⟦FF:FF:FF:FF:FF:FF⟧, then reboot",
                                                         "", "")),
    *forms("IEEE Std 802-2014 (the all-zero address)", ("neg32-zero-mac", "    link/ether ⟦00:00:00:00:00:00⟧ brd "
                                                        "ff:ff:ff:ff:ff:ff link-netnsid 0", "", "")),
    *forms(f"{NEG}List_of_the_most_common_passwords", ("neg32-common-pw", "the guest wifi password is ⟦password1⟧",
                                                       "", ""),
           ("neg32-common-pw-brackets", "tried my password (⟦qwerty⟧) and sudo still says no", "", ""),
           ("neg32-placeholder-psk", "    psk=\"⟦your_passphrase⟧\"", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg32-test-mc", "the bank blocked ⟦5555 5555 5555 4444⟧",
                                                            "", ""),
           ("neg32-test-amex", "⟦378282246310005⟧ was charged for a subscription i never made", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg32-example-de-iban", "please wire it to ⟦DE89 3704 0044 0532 0130 00⟧", "", ""),
        ("neg32-example-nl-iban", "did i mistype ⟦nl91abna0417164300⟧?", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg32-uuid", "pasted the wrong thing, this was my token:\n⟦9b2d4c7e-1f3a-4b6c-8d9e-0a1b2c3d4e5f⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg32-commit", "for nvidia best ask ⟦e3f1a9c⟧", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg32-date", "⟦2026-11-29⟧ works best, i rarely check the other one", "", ""),
           ("neg32-date-brackets", "the backup (⟦2019-04-01⟧) won't restore", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg32-size", "/home/user/.steam is eating ⟦80GiB⟧", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg32-port", "is ⟦51820⟧ supposed to be this long?", "", "")),
    *forms(f"{NEG}Software_versioning", ("neg32-version", "my number's ⟦24.04.1⟧", "", ""),
           ("neg32-kernel", "⟦6.8.0-49-generic⟧ is the one that keeps getting kicked", "", "")),
    *forms("https://docs.docker.com/ (documented placeholder values)", (
        "neg32-placeholder-env", "DISCORD_TOKEN=⟦${DISCORD_TOKEN}⟧", "", ""),
        ("neg32-placeholder-dropbox", "my dropbox token is \"⟦<access-token>⟧\" and the api says 401", "", "")),
    *forms("Filesystem Hierarchy Standard (system homes)", ("neg32-var-lib", "i symlinked it to ⟦/var/lib/snapd/bin⟧",
                                                            "", ""),
           ("neg32-root-home", "where did ⟦/root/snap⟧ come from?", "", ""),
           ("neg32-skel", "ExecStart=⟦/usr/local/bin/jupyter⟧ lab --no-browser", "", "")),
    *forms(f"{NEG}Emergency_telephone_number", ("neg32-emergency", "text me on ⟦112⟧ when the parcel arrives", "", "")),
    *forms(f"{NEG}Toll-free_telephone_number (fictional 555 numbers)", (
        "neg32-555", "you can phone the shop (⟦555-0142⟧) after nine", "", "")),
    *forms(f"{NEG}ISBN", ("neg32-isbn", "it autofilled \"⟦978-1-59327-389-4⟧\" from firefox", "", "")),
    *forms(f"{NEG}Unix_time", ("neg32-epoch", "the form rejects \"⟦1732838400⟧\" as too short", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg32-resolution", "the old nic (⟦2560x1440⟧) is blocked on the uni network",
                                        "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", ("neg32-usb-id", "show mac address-table has "
                                                                  "\"⟦046d:c52b⟧\" twice", "", "")),
    *forms("Ubuntu package names", ("word-nick-32", "cheers ⟦timeshift⟧, that sorted it", "", ""),
           ("word-nick-32", "like ⟦remmina⟧ said earlier, purge it first", "", ""),
           ("word-nick-32", "⟦kdenlive⟧: did the live stick boot in the end?", "", ""),
           ("word-nick-32", "salamat kaayo ⟦flameshot⟧!", "", ""),
           ("word-nick-32", "for nvidia best ask ⟦synaptic2⟧", "", "")),
)

# technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech32-sha512sum", "https://man7.org/linux/man-pages/man1/sha512sum.1.html (checksums)",
     "the SHA512SUMS line for the image reads {hex:128}"),
    ("tech32-oci-layer", "https://github.com/opencontainers/image-spec/blob/main/descriptor.md (layer digests)",
     "layer sha256:{hex:64} failed to extract"),
    ("tech32-btrfs-uuid", "https://man7.org/linux/man-pages/man8/btrfs-filesystem.8.html (filesystem uuids)",
     "btrfs filesystem show lists uuid: {uuid}"),
    ("tech32-git-revert", "https://git-scm.com/docs/git-revert", "reverting {hex:40} fixed the build"),
    ("tech32-partuuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (partition uuids)",
     "root=PARTUUID={uuid} on the kernel line"),
    ("tech32-coredump", "https://man7.org/linux/man-pages/man1/coredumpctl.1.html (process ids)",
     "coredumpctl info {dec:5} shows a segfault in libgtk"),
    ("tech32-apt-sha256", "https://manpages.ubuntu.com/manpages/noble/man8/apt-get.8.html (hash sums)",
     "expected sha256 {hex:64} but the mirror served another"),
    ("tech32-flatpak-commit", "https://docs.flatpak.org/en/latest/flatpak-command-reference.html (commits)",
     "flatpak update --commit={hex:64} rolled it back"),
    ("tech32-inode", "https://man7.org/linux/man-pages/man1/stat.1.html (inode numbers)",
     "stat says Inode: {dec:7} Links: 1"),
    ("tech32-short-sha", "https://git-scm.com/docs/git-rev-parse", "the regression came in {hex:10}"),
    ("tech32-sha1sum", "https://man7.org/linux/man-pages/man1/sha1sum.1.html (checksums)",
     "sha1 of the deb is {hex:40}"),
    ("tech32-podman-id", "https://docs.podman.io/en/latest/markdown/podman-ps.1.html (container ids)",
     "podman ps shows {hex:12} restarting"),
    ("tech32-lvm-uuid", "https://man7.org/linux/man-pages/man8/pvdisplay.8.html (LVM uuids)",
     "the pv has a different uuid now, {uuid}"),
)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v32's seed and people put together from the hand-written lists."""

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


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country` by its structure (ISO 13616 registry), digits in its account fields, letters drawn where
    the structure holds letters (the bank code of FK, NI and MU)."""
    from stdnum import iban
    structure = third._structure(country)
    fields_ = re.findall(r"(\d+)!([nac])", structure)
    for _ in range(MAX_DRAWS):
        parts = [draws.chars("0123456789" if kind != "a" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ", int(n)) for n, kind in fields_]
        account = "".join(parts)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
WORDS = ("biscuit", "thunder", "pebble", "juniper", "rocket", "glacier", "sparrow", "tulip", "anchor", "meadow",
         "quartz", "badger", "kettle", "nutmeg", "raven", "willow")          # v32's own everyday words
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1"})
SIGNS = "!#$%&*?@"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-22 characters, three classes or more), made two ways v32 gives them: a
    capitalised word, a sign and a four-digit year; a capitalised word in leetspeak and a sign at its end."""
    for _ in range(MAX_DRAWS):
        word = draws.rng.choice(WORDS)
        if (i // len(FORMS["secret"])) % 2 == 0:
            pw = word.capitalize() + draws.rng.choice(SIGNS) + str(draws.rng.randrange(1971, 2026))
        else:
            pw = word.capitalize().translate(LEET) + draws.rng.choice(WORDS)[:3] + draws.rng.choice(SIGNS)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 22 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def short_key_id(draws: Draws) -> str:
    """An OpenPGP short key id: eight upper-case hex digits."""
    while True:
        value = draws.chars("0123456789ABCDEF", 8)
        if re.search("[A-F]", value) and re.search(r"\d", value) and draws.fresh(value):
            return value


def gpg_fingerprint(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as `gpg --fingerprint` prints it: ten groups of four, two spaces in the middle."""
    while True:
        run = draws.chars("0123456789ABCDEF", 40)
        groups = [run[k:k + 4] for k in range(0, 40, 4)]
        value = " ".join(groups[:5]) + "  " + " ".join(groups[5:])
        if re.search("[A-F]", run) and draws.fresh(value) and draws.fresh(run):
            return value


def sha256_host_fingerprint(draws: Draws) -> str:
    """An SSH host key fingerprint as ssh prints it: `SHA256:` and the unpadded base64 of 32 bytes (43 characters)."""
    while True:
        raw = bytes(draws.rng.randrange(256) for _ in range(32))
        value = "SHA256:" + base64.b64encode(raw).decode().rstrip("=")
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
        a_first = person.ascii_first.lower().replace("-", "")
        a_last = person.ascii_last.lower().replace("-", "").replace(" ", "")
        local = (f"{a_first}{a_last}", f"{a_first}.{a_last[:1]}", f"{a_last}.{a_first}", f"{a_first[:1]}_{a_last}",
                 f"{a_first}{i % 90 + 10}")[i % 5]
        doms = DOMAINS_OF[person.locale]
        dom = doms[i % len(doms)]
        while not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{draws.rng.randrange(2, 99)}"
        munged = f"{local} at {dom.replace('.', ' dot ')}"
        return {**base, "v": f"{local}@{dom}", "munged": munged, "extra": (local,) if len(local) >= 6 else ()}
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
                "cisco": f"{flat[:4]}.{flat[4:8]}.{flat[8:]}", "pct": v.replace(":", "%3A")}
    if kind == "secret":
        return {**base, "pw": password(draws, i), "tok": nineteenth.mixed_token(draws, 32 + i % 17),
                "keyid8": short_key_id(draws), "gpgfpr": gpg_fingerprint(draws),
                "sha256fp": sha256_host_fingerprint(draws),
                "dbx": "sl." + draws.chars(ALNUM + "-_", 136), "akcp": "AKCp" + draws.chars(ALNUM, 69),
                "mfa": "mfa." + draws.chars(ALNUM + "-_", 84)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower().replace(" ", ""),
                                                            person.ascii_last.lower().replace(" ", ""),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_last[:4] + person.ascii_first[:3]).lower().replace(" ", "")
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
    """A handle people make from their own name, typed in ASCII, in v32's shapes: first name, underscore, surname on
    Discord; first name, dot, surname on Slack; the first name and the surname's first three letters on Telegram."""
    first_ = person.ascii_first.lower().replace("-", "").replace(" ", "")
    last = person.ascii_last.lower().replace("-", "").replace(" ", "")
    return {"discord": f"{first_}_{last}", "slack": f"{first_}.{last}", "telegram": f"{first_}{last[:3]}"}[platform]


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "a32-raw-mention-ping": (f"⟦<@{uid}>⟧ your pr broke the arm build", (uid, handle), author, "sentence-start"),
        "a32-nick-mention-cheers": (f"cheers for the patch ⟦<@!{uid}>⟧!", (uid, handle, person.full), nicknamed,
                                    "before-punctuation"),
        "a32-typed-at-handle-dm": (f"just dm @⟦{handle}⟧ with the crash dump", (handle,), author, "sentence-middle"),
        "a32-display-name-end": (f"the theme you like was made by ⟦{person.full}⟧", (person.full,), nicknamed,
                                 "sentence-end"),
        "a32-first-name-brackets": (f"the streamer (⟦{person.first}⟧) uses obs on mint", (person.first,), nicknamed,
                                    "in-brackets"),
        "a32-handle-quoted-ban": (f"who banned \"⟦{handle}⟧\" from voice", (handle,), author, "in-quotes"),
        "forward-a32-raw-mention": (f"⟦<@{uid}>⟧ had this exact grub error last week", (uid, handle),
                                    {**author, "place": "forward"}, "sentence-start"),
        "a32-display-name-own-line": (f"this week's bug hunter:\n⟦{person.full}⟧", (person.full,), nicknamed,
                                      "own-line"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "a32-user-mention-deploy": (f"⟦<@{uid}>⟧ can you approve the deploy", (uid, handle, person.full), user,
                                    "sentence-start"),
        "a32-labelled-mention-oncall": (f"tonight's pager goes to ⟦<@{uid}|{handle}>⟧", (uid, handle), user,
                                        "sentence-end"),
        "a32-typed-at-handle-badge": (f"@⟦{handle}⟧ your badge is at reception", (handle,), user, "sentence-start"),
        "a32-real-name-brackets": (f"the contractor (⟦{person.full}⟧) needs vpn access", (person.full,), user,
                                   "in-brackets"),
        "a32-first-name-quoted": (f"the cake says \"welcome ⟦{person.first}⟧\"", (person.first,), user, "in-quotes"),
        "pretext-a32-user-mention": (f"⟦<@{uid}>⟧ shared a runbook", (uid, handle, person.full),
                                     {**user, "place": "pretext"}, "sentence-start"),
        "a32-real-name-middle": (f"i paired with ⟦{person.full}⟧ on the flaky test", (person.full,), user,
                                 "sentence-middle"),
        "a32-handle-own-line": (f"who can reboot the build agent?\n⟦{handle}⟧", (handle,), user, "own-line"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "a32-mention-handle-start": (f"⟦@{handle}⟧ did the new sim work?", (handle,), {"entity": ["mention", 0]},
                                     "sentence-start"),
        "a32-mention-name-thanks": (f"got the files, thank you ⟦{person.first}⟧!", (person.first,),
                                    {"entity": ["mention_name", number]}, "before-punctuation"),
        "a32-text-mention-end": (f"the projector remote is with ⟦{person.full}⟧", (person.full,),
                                 {"entity": ["text_mention", number]}, "sentence-end"),
        "a32-mention-handle-brackets": (f"the group owner (⟦@{handle}⟧) changed the topic", (handle,),
                                        {"entity": ["mention", 0]}, "in-brackets"),
        "a32-full-name-quoted": (f"the parcel is addressed to \"⟦{person.full}⟧\"", (person.full,), {},
                                 "in-quotes"),
        "caption-a32-first-name": (f"the rack ⟦{person.first}⟧ wired up last night", (person.first,),
                                   {"place": "caption"}, "sentence-middle"),
        "a32-first-name-own-line": (f"who took the spare keyboard?\n⟦{person.first}⟧", (person.first,), {},
                                    "own-line"),
        "a32-full-name-middle": (f"tell ⟦{person.full}⟧ the router is fixed", (person.full,), {}, "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("a32-raw-mention-ping", "a32-nick-mention-cheers", "a32-typed-at-handle-dm", "a32-display-name-end",
                "a32-first-name-brackets", "a32-handle-quoted-ban", "forward-a32-raw-mention",
                "a32-display-name-own-line"),
    "slack": ("a32-user-mention-deploy", "a32-labelled-mention-oncall", "a32-typed-at-handle-badge",
              "a32-real-name-brackets", "a32-first-name-quoted", "pretext-a32-user-mention", "a32-real-name-middle",
              "a32-handle-own-line"),
    "telegram": ("a32-mention-handle-start", "a32-mention-name-thanks", "a32-text-mention-end",
                 "a32-mention-handle-brackets", "a32-full-name-quoted", "caption-a32-first-name",
                 "a32-first-name-own-line", "a32-full-name-middle")}
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
    """The personal kinds of side channel (as v25, v26, v28 and v30) in new shapes: a Discord DM named after a handle
    in v32's `first_last` shape, a Slack private channel `hr-<first>-<last>`, a Slack group DM of three, a Telegram
    personal chat titled with the full name in its own script and a heart, an export under a Linux home named
    `first name + last name`."""
    people = [p for p in (draws.person(3000 + k) for k in range(30))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_first.lower().replace(' ', '')}{f.ascii_last.lower().replace(' ', '')}"
    slack = [handle_of(p, "slack") for p in (c, d, e)]
    dm = handle_of(a, "discord")
    b_first, b_last = b.ascii_first.lower().replace(" ", ""), b.ascii_last.lower().replace(" ", "")
    rows = {
        "discord-dm-name": ("discord", dm, (dm, a.ascii_first.lower())),
        "slack-private-channel-of-person": ("slack", f"hr-{b_first}-{b_last}", (b_first, b_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{slack[0]}--{slack[1]}--{slack[2]}-1", tuple(slack)),
        "telegram-personal-title": ("telegram", f"{t.full} ❤", (t.first, t.last, t.full)),
        "export-path-home": ("telegram", f"/home/{home}/Downloads/Telegram Desktop/ChatExport_2026-11-29", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v31 (lower case, v33 never read): no value of v32 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v32 is one an earlier set used."""
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
    """Every kind keeps the proportions decided before any value (`PROPORTIONS`: plain and harder forms), every
    harder habit is one of `HARD`, every position is one of `POSITIONS`."""
    assert set(PROPORTIONS) == set(FORMS)
    for kind, counts in REGISTER.items():
        hard = sum(n for r, n in counts.items() if r != "plain")
        assert set(counts) - {"plain"} <= set(HARD), (kind, counts)
        assert (counts["plain"], hard) == PROPORTIONS[kind], (kind, counts)
        assert PER_KIND % len(FORMS[kind]) == 0, kind      # every form planted equally often
        for form in FORMS[kind]:
            assert form.position in POSITIONS, (kind, form.name)


def build() -> list[dict]:
    """Every record of the thirty-second held-out set (needs phonenumbers, stdnum and the shared data)."""
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
