"""The personal-data patterns of the anonymiser, as data (the rules apart from the engine, `engine.py`).

Each `Rule` names its kind (the key of the counts in stats.json), a regular expression, the placeholder its
match becomes and, where a shape alone over-matches, the name of a check the engine applies to the match
(`checks.CHECKS`: checksums, numbering plans, and what identifies no one, `keep.py`). The rules run in the
order of `PERSONAL_RULES`: secrets and credentials first (they may hold an e-mail or a host), then e-mail
addresses (plain and obfuscated), shell prompts, home paths and account names, MAC, IPv6, IPv4, payment cards,
IBANs and phone numbers. Names (nicks) come last, from the log (`names.py`). `GENERIC_RULES` are the Ubuntu
Dialogue Corpus paper's generic tags (Lowe et al., 2015): URLs, system paths and numbers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from disentangle.logs.exports.telegram import SERVICE_PATHS

__all__ = ["AT_WORDS", "CARD_CUED_DIGITS", "CUE_STEMS", "CUE_SYNTAXES", "CARD_CUED_PREFIXES", "DOT_WORDS", "CARD_PREFIXES", "GENERIC_RULES", "KINDS", "NAME_KIND", "PERSONAL_RULES",
           "PHONE_CUED_REGIONS", "PHONE_REGIONS", "PRINTED_ID_SHAPES", "PROFILE_LINK_HINT", "PROFILE_LINK_RULES", "USER", "Rule"]

USER = "__user__"                 # anyone who is not one of the two participants
NAME_KIND = "nick"                # the kind of a replaced nick or known user name
SECRET, EMAIL, PROMPT, HOME, MAC, IPV6, IPV4, PHONE, URL_CREDENTIALS, CARD, IBAN, ID_NUMBER = (
    "secret", "email", "prompt", "home_path", "mac", "ipv6", "ipv4", "phone", "url_credentials", "card", "iban",
    "id_number")


@dataclass(frozen=True)
class Rule:
    """One kind of personal data: its pattern, what a match becomes (a `re` replacement template: groups
    of the pattern may be kept, e.g. the key of `password=`), and an optional check of the match."""

    kind: str
    pattern: re.Pattern[str]
    replacement: str
    check: str = ""               # a name in checks.CHECKS; "" accepts every match
    hints: tuple[str, ...] = ()   # the rule can match only a text holding one of these (lower case); () any
    trigger: re.Pattern[str] | None = None   # ... and only a text where this cheap pattern is found


def _rule(kind: str, pattern: str, replacement: str, check: str = "", flags: int = 0,
          hints: tuple[str, ...] = (), trigger: str = "") -> Rule:
    return Rule(kind, re.compile(pattern, flags), replacement, check, hints, re.compile(trigger) if trigger else None)


DIGITS = tuple("0123456789")
SECRET_TAG = "__secret__"
_HEX = "[0-9A-Fa-f]"
_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
# a token that may not touch a match: letters, digits, and what joins a version into a package name
_GLUED = r"[\w\-~+]"
# the value of a secret: quoted (spaces allowed: a wifi passphrase) or bare; not a placeholder or a variable
_VALUE = r"""(?:(?P<q>["'])(?!__|[<$%{*&])(?P<quoted>[^"'\n]{3,}?)(?P=q)|(?!__|[<$%{*&])(?P<bare>[^\s"',;]{3,}))"""
_KEEP_VALUE = r"\g<key>\g<q>" + SECRET_TAG + r"\g<q>"
# the keyword of a secret's assignment, glued to other words by `_`, `.`, `-` (DB_PASSWORD, x-api-key, aws_secret_access_key)
_SECRET_KEY = (r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]+[_.-])*(?:(?:(?!no)[a-z]{2,12})?(?:passw(?:or)?d|passphrase)|pass|pwd|"
               r"(?:(?!no)[a-z]{2,12})?secret(?:[_-]?(?:access[_-]?)?key)?|"     # `AppSecret`, `ChannelSecret`
               r"token|api[_ -]?key|api\s?키|apikey|auth[_-]?token|access[_-]?key|private[_-]?key|client[_-]?secret|"
               r"account[_-]?key|psk)s?")
_FORGE_PREFIXES = ("glpat-", "gldt-", "glrt-", "glptt-", "glft-", "glsoat-", "glcbt-", "gloas-", "gr1348941", "atbb",
                   "atatt3", "npm_", "pypi-", "hf_", "dckr_pat_", "dop_v1_", "doo_v1_", "shpat_", "shpss_", "sg.",
                   "glsa_", "xapp-", "sgp_", "hrku-", "sntry", "pscale_", "pat-", "lsv2_")
_WEBHOOKS = (r"https?://(?:hooks\.slack\.com/(?:services|workflows|triggers)/[\w/-]+|(?:(?:ptb|canary)\.)?"
             r"discord(?:app)?\.com/api(?:/v\d+)?/webhooks/\d+/[\w-]+|[\w-]+\.webhook\.office\.com/webhookb2/\S+|"
             r"outlook\.office(?:365)?\.com/webhook/\S+|chat\.googleapis\.com/v1/spaces/\S+|"
             r"hooks\.zapier\.com/hooks/catch/\d+/\w+/?|maker\.ifttt\.com/(?:trigger/[\w-]+/(?:json/)?)?with/key/[\w-]+)")

# a credential named in prose, the verb that gives its value, and the words that take back what was typed
_PROSE_KEY = (r"(?:wi-?fi|wlan|wpa2?|wireless|network|router|hotspot)\s+(?:key|password|passphrase|pass|pw|code)|"
              r"(?:guest|home|office)\s+wi-?fi|"
              r"password|passphrase|passwd|passcode|pw|contrase[ñn]a|clave|senha|"
              r"passwort|kennwort|mot de passe|пароль|parola|wachtwoord|has[łl]o|heslo|şifre|sifre|kata sandi|"
              r"(?:app|client|channel|api)?\s?secret|api\s?key|(?:access|auth|api|bot)?\s?token|シークレット|시크릿|密钥|密鑰|秘钥|トークン|토큰|"
              r"密码|密碼|パスワード|비밀번호|암호|รหัสผ่าน")
_PROSE_VERB = r"(?:(?:really|still|actually|now|currently|also) )?(?:is|was)|is now|was just|are|es|era|é|ist|war|est|était|är|je|to|jest|это|-|—|:"
_GLUED_VERB = r"(?<=[^\x00-\x7f])(?:は|是|는|은|:)"   # glued to a credential's name in Japanese, Chinese, Korean (`シークレットは X`)
_PROSE_HINTS = ("key", "pass", "pw", "pin", "code", "wifi", "wi-fi", "contrase", "clave", "senha", "kennw", "пароль", "parola", "wachtw",
                "hasło", "haslo", "heslo", "şifre", "sifre", "sandi", "secret", "token", "シークレット", "시크릿", "密钥", "密鑰",
                "秘钥", "トークン", "토큰", "密码", "密碼", "パスワード", "비밀번호", "암호", "รหัสผ่าน")
# a wifi key of digits in groups, as a router's label prints it (a FRITZ!Box's 20 digits in five fours): after a
# credential's words in prose or a wifi key's (`WLAN-Schlüssel`, `clave wifi`), a few words, then a mark or a verb
_DIGITS_KEY = (rf"{_PROSE_KEY}|(?:wlan|wi-?fi|wpa2?|netzwerk|router)-?(?:schl[üu]ssel|passwort|kennwort)|"
               r"schl[üu]ssel|(?:clave|chave|cl[ée]|chiave|klucz|ключ)\s+(?:del?\s+|do\s+|du\s+)?(?:wi-?fi|wpa2?|wlan)")
_DIGITS_VALUE = r"\d{4,5}(?:[ -]\d{4,5}){2,5}(?![\w-]|[.,]\d)"
_DIGITS_HINTS = (*_PROSE_HINTS, "schlüssel", "schlussel", "chiave", "klucz", "ключ", "clé", "cle ")
# ... or named after its value ("Xy7#kq29 is the wifi password", "that's Xy7#kq29, the root pw"): a credential's
# word with a verb and an article or a possessive between
_NAMED_AFTER = (r"\s+(?:is|was|=|-)\s+(?:the|my|our|your|his|her|their)\s+(?:[\w-]+\s+){0,2}?"
                rf"(?:{_PROSE_KEY})\b|,\s+(?:the|my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{_PROSE_KEY})\b")
_TAKEN_BACK_HINTS = ("wrong",)
_TAKEN_BACK = (r"(?:(?:oops|whoops|ups|oups|argh|damn|dammit|sorry)\b[\s,.!]*(?:\S+\s+){0,2}?)?wrong\s+(?:window|tab|"
               r"terminal|chat|channel|buffer|screen|pane)\b")

SECRET_RULES: tuple[Rule, ...] = (
    _rule(SECRET, r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)", SECRET_TAG,
          flags=re.DOTALL, hints=("-----begin",)),
    _rule(SECRET, r"PuTTY-User-Key-File-\d+:.*?(?:Private-MAC:\s*[0-9a-fA-F]+|$)", SECRET_TAG, flags=re.DOTALL,
          hints=("putty-user-key-file",)),                                                  # PuTTY private key
    _rule(SECRET, r"(Private-(?:MAC|Hash):\s*)[0-9a-fA-F]{20,}", r"\1__secret__", hints=("private-",)),
    # the private section of a PuTTY key quoted without its header: "Private-Lines: N" and its base64 lines
    _rule(SECRET, r"(Private-Lines:\s*\d+\s+)[A-Za-z0-9+/]{16,}={0,2}(?:\s+[A-Za-z0-9+/]{16,}={0,2})*",
          r"\1__secret__", hints=("private-",)),
    _rule(SECRET, r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[0-9A-Z]{16}\b", SECRET_TAG,
          hints=("akia", "asia", "agpa", "aida", "aroa", "aipa", "anpa", "anva", "abia", "acca")),  # AWS key id
    _rule(SECRET, r"\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_\w{22,})", SECRET_TAG,
          hints=("gh", "github_pat_")),   # GitHub tokens
    _rule(SECRET, r"\b(?:(?:glpat|gldt|glrt|glptt|glft|glsoat|glcbt|gloas)-[\w-]{20,}|GR1348941[\w-]{20,}|"
                  r"ATBB[A-Za-z0-9]{28,}|ATATT3[\w=-]{50,}|npm_[A-Za-z0-9]{36,}|pypi-AgE[\w-]{50,}|hf_[A-Za-z0-9]{30,}|"
                  r"dckr_pat_[\w-]{20,}|do[op]_v1_[a-f0-9]{64}|shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}|"
                  r"SG\.[\w-]{16,32}\.[\w-]{32,64}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|xapp-\d-[\w-]{20,}|"
                  r"sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}|HRKU-[\w-]{20,}|sntry[su]_[\w+/=]{20,}|"
                  r"pscale_(?:pw|tkn|oauth)_[\w-]{20,}|pat-(?:na|eu|ap)\d-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|"
                  r"lsv2_(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10})",
          SECRET_TAG,
          hints=_FORGE_PREFIXES),         # GitLab, Bitbucket, Atlassian, npm, PyPI, Hugging Face, Docker, Sourcegraph,
                                          # Heroku, Sentry, PlanetScale, HubSpot, LangSmith...
    _rule(SECRET, r"\bxox[abposre]-[A-Za-z0-9-]{10,}", SECRET_TAG, hints=("xox",)),                   # Slack tokens
    _rule(SECRET, _WEBHOOKS, SECRET_TAG, hints=("hooks.slack.com", "/webhooks/", "webhook", "chat.googleapis", "hooks.zapier", "ifttt")),
    _rule(SECRET, r"\bAIza[0-9A-Za-z_-]{35}", SECRET_TAG, hints=("aiza",)),                           # Google API key
    # Telegram bot token, alone or in the Bot API's URL (`api.telegram.org/bot123...:AA.../sendMessage`)
    _rule(SECRET, r"(?:\b|(?<=/bot))\d{8,10}:AA[0-9A-Za-z_-]{30,40}\b", SECRET_TAG, hints=(":aa",)),
    _rule(SECRET, r"\b[MNO][\w-]{23,25}\.[\w-]{6}\.[\w-]{27,38}\b", SECRET_TAG,
          hints=(".",)),      # Discord bot token
    _rule(SECRET, r"\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}", SECRET_TAG, hints=("eyj",)),            # JSON web token
    _rule(SECRET, r"\b(?:sk|rk)[-_](?:live_|test_|proj-|ant-)?[A-Za-z0-9_-]{20,}", SECRET_TAG,
          hints=("sk-", "sk_", "rk-", "rk_")),  # OpenAI, Stripe, Anthropic
    _rule(SECRET, r"(?i)\b((?:proxy-)?authorization:\s*(?P<scheme>basic|bearer|token|digest|negotiate)\s+)"
                  r"(?!__)(?P<value>[A-Za-z0-9+/=._~-]{8,})", r"\1__secret__", "auth_header",
          hints=("authorization",)),  # HTTP auth header
    # password hashes of crypt(3) ($1$ MD5, $5$/$6$ SHA, $2y$ bcrypt, $y$ yescrypt, $argon2id$, ...) and LDAP
    _rule(SECRET, r"(?<![\w$])\$(?:1|2[abxy]|5|6|7|y|gy|md5|apr1|sha1|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha\d+)?)"
                  r"\$[^\s:'\"]{20,}|\{(?:SSHA|SHA|SMD5|MD5|CRYPT|SSHA256|SSHA512)\}[A-Za-z0-9+/=$.]{8,}",
          SECRET_TAG, hints=("$", "{")),
    # PGP fingerprints: ten groups of four hex digits; or a key id / fingerprint after a key cue
    _rule(SECRET, rf"(?<![\w]){_HEX}{{4}}(?:\s{{1,2}}{_HEX}{{4}}){{9}}(?!\w)", SECRET_TAG, "fingerprint",
          trigger=rf"{_HEX}{{4}}\s{{1,2}}{_HEX}{{4}}\s{{1,2}}{_HEX}{{4}}"),
    _rule(SECRET, rf"(?<![\w])(?:0x)?(?:{_HEX}{{40}}|{_HEX}{{16}}|{_HEX}{{8}})(?!\w)", SECRET_TAG, "keyid",
          hints=("fingerprint", "gpg", "pgp", "key", "sign")),
    # ... and forty hex digits in capitals alone, as gpg prints a fingerprint (checks.keyid: not after a hash's word)
    _rule(SECRET, r"(?<![\w])(?:0x)?[0-9A-F]{40}(?!\w)", SECRET_TAG, "keyid", hints=DIGITS, trigger=r"[0-9A-F]{40}"),
    # an SSH host key's fingerprint as OpenSSH prints it (`SHA256:` and 43 base64 characters; sixteen hex pairs
    # joined by colons, `MD5:` before them or not, as older releases print them): a scanner finds the host by it
    _rule(SECRET, r"(?<![\w/+:])(?:SHA256:[A-Za-z0-9+/]{43}(?![A-Za-z0-9+/])|(?:MD5:)?[0-9a-f]{2}(?::[0-9a-f]{2}){15}(?![\w:]))",
          SECRET_TAG, hints=("sha256:", ":")),
    # a private key's body quoted without its header: the base64 openings of an OpenSSH key, a PKCS#1 RSA key,
    # a PKCS#8 key (RSA, Ed25519) and an EC key (public keys, `AAAAB3NzaC1yc2E...`, open differently)
    _rule(SECRET, r"(?<![\w+/])(?:b3BlbnNzaC1rZXktdjE|MII[A-Za-z0-9+/]{2}(?:IBAAK|QIBADAN|gIBADAN|AIBADAN)|"
                  r"MHcCAQEE|MC4CAQAwBQYDK2Vw)[A-Za-z0-9+/=]*", SECRET_TAG,
          hints=("b3blbnnzac1rzxktdje", "mii", "mhccaqee", "mc4caqawbqydk2vw")),
    # NT / LM password hashes after their name, and a pwdump line (user:rid:LM:NT:::)
    _rule(SECRET, r"(?i)(?P<key>\b(?:ntlm(?:v[12])?|net-ntlm(?:v[12])?|nt|lm|nthash|lmhash|password|passwd)"
                  r"(?:\s*hash(?:es)?)?(?:\s+is)?\s*[:=]?\s*)[0-9a-f]{32}\b", r"\g<key>__secret__",
          hints=DIGITS, trigger=r"[0-9A-Fa-f]{32}"),
    _rule(SECRET, r"(?i)(?<!\S)[^\s:]+:\d+:[0-9a-f]{32}:[0-9a-f]{32}:::", SECRET_TAG, hints=(":::",)),
    # a PostgreSQL password file line: host:port:database:user:password (not hex groups alone: a MAC typed unevenly)
    _rule(SECRET, r"(?<!\S)(?![0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){4}(?!\S))(?P<key>[\w.*-]+:(?:\d{1,5}|\*):[^\s:]*[A-Za-z*][^\s:]*:[^\s:]*[A-Za-z*][^\s:]*:)"
                  r"(?!__)[^\s:]+(?!\S)", r"\g<key>__secret__", hints=(":",), trigger=r":(?:\d{1,5}|\*):"),
    # a password given as a config directive or a command's word, space-separated: `requirepass VALUE`, netrc's
    # `password VALUE`, `auth-user-pass: USER VALUE`, `htpasswd -b FILE USER VALUE`, `net user NAME VALUE`
    _rule(SECRET, r"(?i)(?P<key>(?<![\w-])(?:requirepass|masterauth|(?:rpc|smtp_?|db_?|admin_?|root_?)?password|(?:rpc|smtp_?|db_?|admin_?|root_?)passwd|"
                  r"passphrase|(?:auth-)?user-?pass:?\s+[^\s:]+)\s+|\bhtpasswd\s+(?:-\w+\s+)*-\w*b\w*\s+"
                  r"(?:-\w+\s+)*\S+\s+\S+\s+|\bnet\s+user\s+[^\s/]+\s+)(?!__|[<$%{*&/(\[-])(?P<bare>[^\s\"',;]{3,})",
          r"\g<key>__secret__", "password_word", hints=("pass", "masterauth", "net user")),
    # KEY=value, KEY: value, "key": "value", key => 'value' (a plain word after ": " is checked: prose or not)
    _rule(SECRET, rf"(?i)(?P<key>{_SECRET_KEY}[\"']?(?P<sep>\s*(?:=>|=|:)\s*)){_VALUE}", _KEEP_VALUE, "secret",
          hints=("pass", "pwd", "secret", "token", "key", "psk", "키")),
    # a value alone on the line after a line that names a credential and ends with a colon ("router admin login,
    # don't share:\nPepper-orbit-01-kettle": a chat message read as written, `logs.line_breaks`)
    _rule(SECRET, r"(?im)(?P<key>^[^\n]*?\b(?:pass(?:word|phrase|code)?|passwd|pin|psk|login|wifi key|secret|"
                  r"credentials?)\b[^\n]*:[ \t]*\n[ \t]*)(?P<value>\S{6,64})(?=[ \t]*(?:\n|$))",
          r"\g<key>__secret__", "value_on_its_line", hints=("pass", "pin", "psk", "login", "wifi", "secret", "credential"),
          trigger=r":[ \t]*\n"),
    # wifi passphrases and passwords given as a command's argument
    _rule(SECRET, rf"(?i)(?P<key>\bnmcli\b[^\n|;]*?\bpassword\s+|\bwpa-(?:psk|passphrase)\s+|"
                  rf"\bwpa_passphrase\s+(?:\"[^\"]*\"|\S+)\s+){_VALUE}", _KEEP_VALUE, "argument",
          hints=("nmcli", "wpa-", "wpa_passphrase")),
    _rule(SECRET, r"(?P<key>--(?:http-|ftp-|proxy-)?passw(?:or)?d[= ]|\b(?:mysql\w*|mariadb\w*)\b[^\n|;]*?\s-p|"
                  r"\bsshpass\s+-p\s*|\bredis-cli\b[^\n|;]*?\s-a\s+|-pass(?:in|out)?\s+pass:|"
                  r"\bdocker\s+login\b[^\n|;]*?\s-p\s+)(?!__)(?P<value>\S+)", r"\g<key>__secret__", "argument_secret",
          hints=("--", "mysql", "mariadb", "sshpass", "redis-cli", "pass:", "docker")),
    _rule(SECRET, r"(?P<key>(?<!\S)(?:-u|-U|--user|--proxy-user)(?:\s+|=))(?P<q>[\"']?)(?P<user>[^\s:%\"'@/]+)[:%]"
                  r"(?P<pw>[^\s\"']{2,})(?P=q)", r"\g<key>\g<q>__credentials__\g<q>", "command_credentials",
          hints=("-u", "--user", "-U")),                                                # curl -u user:pass
    _rule(SECRET, r"(?P<key>\b(?:echo|printf)\s+(?:-[ne]+\s+)?)(?P<q>[\"']?)(?!__|[<$%{*&])[^\s\"'|]{3,}(?P=q)"
                  r"(?=\s*\|\s*(?:sudo\s+(?:-\w+\s+)*-\w*S|chpasswd|passwd\s+--stdin|sudo\s+chpasswd))",
          r"\g<key>\g<q>__secret__\g<q>", hints=("sudo", "passwd")),                  # echo pw | sudo -S
    # general detectors by the value's shape (checks.token, checks.shaped_value: length, character classes,
    # entropy; no word, path, version, or hash of a technical context):
    # a vendor's token, its prefix whatever it is: `PREFIX_`, `PREFIX-`, `PREFIX.` and a long random body
    # (`abc_9fK...`, `ABCD-1f2e...`, `x.y-Z...`), or a few letters glued to 32+ hex digits (`dapi0f3a...`)
    _rule(SECRET, r"(?<![\w.+/?#&-])(?P<prefix>[A-Za-z][A-Za-z0-9]{1,9}(?:[_-][A-Za-z0-9]{1,9}){0,3})[_.-]"
                  r"(?P<body>[A-Za-z0-9]{20,})(?![\w.-]*[\w-])|(?<![\w.+/?#&-])(?P<glued>[A-Za-z]{0,5}[G-Zg-z])"
                  r"(?P<hex>[0-9a-f]{32,64}|[0-9A-F]{32,64})(?![\w-])", SECRET_TAG, "token",
          trigger=r"[A-Za-z0-9]{20}"),
    # the value slot of a credential-bearing context: a password option (`-p`, `-P`, glued or not), a key of
    # authentication or a session (`auth`, `sessionid`, a cookie), the password field of a wifi QR code
    _rule(SECRET, r"(?P<key>(?<!\S)-[pP]\s*|(?i:(?<![\w-])(?:[\w-]*auth|[\w-]*session[_-]?(?:id|key|token)?|[\w-]*sess(?:ion)?id|sid|"
                  r"csrf[_-]?token|remember[_-]?token)[\"']?\s*(?:=|:)\s*)(?P<q>[\"']?)|\bWIFI:(?:[^;\n]*;)*?P:)"
                  r"(?!__)(?P<bare>[^\s\"';]{8,})", r"\g<key>__secret__", "shaped_value",
          hints=("-p", "auth", "sess", "sid", "csrf", "remember", "wifi:")),
    # a password said in prose ("the wifi key is X", "my password was X", "la contraseña es X") or typed into the
    # channel by mistake and taken back at once ("X oops, wrong window", "X wrong tab"): a value shaped as a secret
    _rule(SECRET, rf"(?P<key>(?i:{_PROSE_KEY})(?:\s+(?i:{_PROSE_VERB})|{_GLUED_VERB})\s+(?P<q>[\"'`]?))(?!__)"
                  r"(?P<bare>[^\s\"'`]{6,64}(?<![.,;:]))(?=(?P=q)(?:[\s,.;!?)]|$))", r"\g<key>__secret__", "shaped_value",
          hints=_PROSE_HINTS, trigger=rf"(?i:{_PROSE_KEY})(?:\s+(?i:{_PROSE_VERB})|{_GLUED_VERB})\s"),
    _rule(SECRET, rf"(?P<key>(?i:(?<![\w-])(?:{_DIGITS_KEY}))(?:\s+[^\s:]+){{0,4}}?(?:\s*:|\s+(?i:{_PROSE_VERB}))\s*)"
                  rf"(?P<bare>{_DIGITS_VALUE})", r"\g<key>__secret__", hints=_DIGITS_HINTS,
          trigger=_DIGITS_VALUE),
    _rule(SECRET, rf"(?<![^\s:>])(?!__)(?P<bare>[^\s\"'`]{{6,64}})(?<![:,])(?=\s+(?i:{_TAKEN_BACK}))", SECRET_TAG,
          "shaped_value", hints=_TAKEN_BACK_HINTS, trigger=rf"(?i:{_TAKEN_BACK})"),
    _rule(SECRET, rf"(?<![^\s:>\"'`])(?!__)(?P<bare>[^\s\"'`]{{6,64}})(?<![:,.])(?=[\"'`]?(?i:{_NAMED_AFTER}))", SECRET_TAG,
          "shaped_value", hints=_PROSE_HINTS, trigger=rf"(?i:{_NAMED_AFTER})"),
)

# the general cue-value reader: a credential's key (any name a credential word opens or ends, in the channels'
# languages: checks.cue_value asks `secret_model.is_strong_cue`, or a key of keep.CUE_KEYS) in each syntax that assigns it a value, as data
# (what the rules above leave): an XML element, an attribute or a key of INI / TOML / YAML / JSON / env with
# its value quoted, an assignment's bare value after `=`, a directive's quoted value after a space (`psk "v"`,
# nmcli's `wifi-sec.psk 'v'`); and the password of an IRC service's command
_CUE_NAME = r"[^\W\d][\w.:-]{0,40}"
CUE_SYNTAXES: tuple[tuple[str, str], ...] = (     # (pattern, the shape around a stem its trigger finds)
    (rf"(?P<key><(?P<name>{_CUE_NAME})(?:\s[^<>\n]{{0,200}})?>)(?P<value>[^<>\n]{{1,200}}?)(?=</(?P=name)\s*>)",
     r"<[\w.:-]*(?:{stems})[\w.:-]*[\s>]"),
    (rf"(?P<key>(?<![\w-])[\"']?(?P<name>{_CUE_NAME})[\"']?\s*(?:=>|:=|=|:)\s*(?P<q>[\"']))(?P<value>[^\"'\n]{{1,200}}?)(?=(?P=q))",
     r"(?:{stems})[\w.:-]*[\"']?\s*(?:=>|:=|=|:)\s*[\"']"),
    (rf"(?P<key>(?<![\w-])(?P<name>{_CUE_NAME})\s*:?=\s*)(?P<value>[^\s\"',;<>&|]{{3,200}})",
     r"(?:{stems})[\w.:-]*\s*:?=\s*[^\s\"',;<>&|]{{3}}"),
    # (not the verb: "you could pass 'nohotplug'")
    (rf"(?P<key>(?<![\w-])(?!(?i:pass)\s)(?P<name>{_CUE_NAME})\s+(?P<q>[\"']))(?P<value>[^\"'\n]{{1,200}}?)(?=(?P=q))",
     r"(?:{stems})[\w.:-]*\s+[\"']"),
)
# the reader runs on a text holding a credential word's stem (its hints), where a syntax's shape stands around
# one (its trigger); the reader's checks decide
CUE_STEMS = ("pass", "pw", "token", "secret", "psk", "cred", "apikey", "api_key", "api-key", "privkey", "bearer",
             "kennw", "contrase", "clave", "senha", "парол", "mdp", "parol", "wachtw", "haslo", "hasło", "heslo",
             "salasana", "lösenord", "losenord", "adgangskode", "jelsz", "şifre", "sifre", "κωδικ", "密码", "パスワード",
             "비밀번호", "رمز", "סיסמה", "preshared", "privatekey", "private_key", "private-key", "masterkey", "authkey",
             "auth_key", "encryption", "wep", "keyphrase")
# an IRC service's command that takes a password: NickServ's IDENTIFY / GHOST / RECOVER / REGAIN / RELEASE (an
# account may come first: the password is the last word), REGISTER and SET PASSWORD (the password first), the
# AUTH / LOGIN of QuakeNet's Q, Undernet's X and AuthServ (an account first)
_IRC_SERVICE = (r"(?i:(?<![\w/])(?:/(?:msg|query|quote|raw)\s+|privmsg\s+|/)?(?:nickserv|ns|q@cserve\.quakenet\.org|"
                r"x@channels\.undernet\.org|authserv|q|x)(?:@[\w.]+)?\s+:?)")
_SERVICE_VALUE = r"(?!__|[<$%{*&\[(])(?P<bare>[^\s\"']{3,})(?=[\s.,;!?)\"']|$)"
CUE_RULES: tuple[Rule, ...] = (
    *(_rule(SECRET, syntax, r"\g<key>__secret__", "cue_value", hints=CUE_STEMS,
            trigger="(?i)" + shape.format(stems="|".join(map(re.escape, CUE_STEMS)))) for syntax, shape in CUE_SYNTAXES),
    _rule(SECRET, rf"(?P<key>{_IRC_SERVICE}(?P<verb>(?i:identify|id|ghost|recover|regain|release|auth|login))\s+"
                  rf"(?P<account>(?!__)[^\s<>]+)\s+){_SERVICE_VALUE}", r"\g<key>__secret__", "service_password",
          hints=("ns", "serv", "q", "x"), trigger=r"(?i)\b(?:identify|id|ghost|recover|regain|release|auth|login)\s"),
    _rule(SECRET, rf"(?P<key>{_IRC_SERVICE}(?P<verb>(?i:identify|id|register|set\s+pass(?:word)?))\s+){_SERVICE_VALUE}",
          r"\g<key>__secret__", "service_password", hints=("ns", "serv"),
          trigger=r"(?i)\b(?:identify|id|register|pass(?:word)?)\s"),
)

# an obfuscated `@` or `.`: in brackets ("(at)", "[dot]"), spelled in capitals or between spaces, between
# dashes, underscores or other marks set apart by spaces (" -at- ", " _dot_ "), a spaced `@` or `.`
_MARKED = r"\s+[-_~*=]{1,2}(?i:%s)[-_~*=]{1,2}\s+"
# `@` and `.` as other characters or HTML entities: fullwidth and small `＠`, `﹫`, `．`; `&#64;`, `&#x40;`, `&commat;`
_AT_SIGNS = r"＠|﹫|&#0*64;|&#[xX]0*40;|&commat;|=40(?=[A-Za-z0-9])"      # (the last: quoted-printable)
_DOT_SIGNS = r"．|&#0*46;|&#[xX]0*2[eE];|&period;|=2[eE](?=[A-Za-z0-9])"
# `@` and `.` spelled in other languages (checks.obfuscated_email: the local part is no word of them)
AT_WORDS = ("arroba", "chez", "ät", "chiocciola", "kukac", "małpa", "malpa", "snabel-a", "zavináč", "zavinac",
            "собака", "klammeraffe", "alt", "bei")
DOT_WORDS = ("punto", "punkt", "point", "ponto", "kropka", "pont", "piste", "tečka", "tecka", "точка", "nokta", "prikk")
_AT_WORDS = "|".join(AT_WORDS)
_DOT_WORDS = "|".join(DOT_WORDS)
_AT_OBFUSCATED = (r"(?:\s*[\[({<]\s*(?i:at|@)\s*[\])}>]\s*|\s+AT\s+|\s+(?i:" + _AT_WORDS + r")\s+|\s+@\s*|\s*@\s+|%(?:25)?40|" + _MARKED % "at|@"
                  + "|" + _AT_SIGNS + ")")
_DOT_OBFUSCATED = (r"(?:\s*[\[({<]\s*(?i:dot|\.)\s*[\])}>]\s*|\s+(?:dot|DOT|(?i:" + _DOT_WORDS + r"))\s+|\s+\.\s+|" + _MARKED % r"dot|\."
                   + "|" + _DOT_SIGNS + ")")
# the local part, its own dots obfuscated too ("jo(dot)ng(at)...", "jo . ng @ ...")
_LOCAL_WORD = r"[A-Za-z0-9][\w%+-]*"
_LOCAL = rf"(?<![\w.%+-])(?P<local>{_LOCAL_WORD}(?:(?:{_DOT_OBFUSCATED}|\.){_LOCAL_WORD})*)"
_LABEL = r"[A-Za-z0-9][A-Za-z0-9-]*"
_DOMAIN_ANY = rf"(?P<domain>{_LABEL}(?:(?:{_DOT_OBFUSCATED}|\.){_LABEL})+)"
_DOMAIN_HIDDEN = rf"(?P<hidden>{_LABEL}(?:(?:{_DOT_OBFUSCATED}|\.){_LABEL})*?{_DOT_OBFUSCATED}{_LABEL}(?:(?:{_DOT_OBFUSCATED}|\.){_LABEL})*)"
# a person's name before an address in angle brackets (git trailers, changelogs, `From:`, a gpg uid): words
# in capitals (any script's: no lower-case Latin letter first), particles between them (`van`, `de`, `bin`)
_UPPER = r"[^\W\d_a-z\u00df-\u00ff]"
_PARTICLES = r"(?:van|von|de|der|den|da|di|del|della|des|du|dos|das|le|la|bin|ibn|al|el|ter|ten|zu|y)"
_PERSON = rf"{_UPPER}[\w'’.-]*(?: (?:{_PARTICLES} )*{_UPPER}[\w'’.-]*){{0,3}}"
# an address: a local part (RFC 5322's quoted one too: `"jo smith"@...`) and a domain whose labels and top level
# may be in any script (RFC 6531, IDNA: `jo@bücher.de`, `jo@بريد.مصر`)
_IDN_LABEL = r"[^\W_](?:[^\W_]|-)*"
_ADDRESS = (r"(?P<local>[\w.%+-]+|\"[^\"\n@]{1,64}\")@"
            rf"(?P<domain>{_IDN_LABEL}(?:\.{_IDN_LABEL})*\.[^\W\d_]{{2,}})")
# an address whose `@` and `.` are glued marks: `jo_at_example_dot_org`, `jo-at-mail-dot-com` (a `dot` needed)
_GLUED_MARKED = (r"(?<![\w.-])(?P<local>[A-Za-z0-9][A-Za-z0-9.+]*)(?P<m>[_-])(?i:at)(?P=m)"
                 r"(?P<domain>[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*(?:(?P=m)(?i:dot)(?P=m)[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)+)(?![\w-])")
_MAILTO_ADDRESS = _ADDRESS.replace("?P<", "?P<m_")     # the same, in an Outlook quote's `Name [mailto:...]`
EMAIL_RULES: tuple[Rule, ...] = (
    _rule(EMAIL, rf"(?P<q>\"?)(?<![\w'’.-])(?P<person>{_PERSON})(?P=q)\s*(?:<{_ADDRESS}>|\[mailto:{_MAILTO_ADDRESS}\])",
          r"\g<q>__user__\g<q> <__email__>", "person_email", hints=("@",), trigger=r"\S\s*(?:<|\[mailto:)[^<>\s]+@"),
    _rule(EMAIL, rf"(?<![\w.+-]){_ADDRESS}(?![\w-])", "__email__", "email", hints=("@",)),
    _rule(EMAIL, _GLUED_MARKED, "__email__", "glued_email", hints=("_at_", "-at-"), trigger=r"(?i)[_-]dot[_-]"),
    # obfuscated: "jo [at] example [dot] org", "jo AT example DOT org", "jo @ example . org", "jo%40example.org"
    # ... and a spelled " at " before a plain domain when the local part is no word ("jo.ng at mail.com"; not a
    # local part itself, "ping me at jo.ng at mail dot com": the address is what follows)
    _rule(EMAIL, rf"{_LOCAL}(?:(?P<at>{_AT_OBFUSCATED}){_DOMAIN_ANY}|(?P<spelled>@|\s+at\s+){_DOMAIN_HIDDEN}|"
                 rf"\s+at\s+(?![\w.-]+\s+at\s)(?P<plain>{_LABEL}(?:\.{_LABEL})+))(?![\w-])",
          "__email__", "obfuscated_email", hints=("at", "@", "%40", "%2540", "＠", "﹫", "&#", "&commat;", "=40",
                                                  *AT_WORDS),
          trigger=r"(?i:[\[({<]\s*(?:at|@|dot|\.)\s*[\])}>]|\sdot\s|[-_~*=](?:at|@|dot|\.)[-_~*=])|\sAT\s|\s@|@\s|"
                  r"%(?:25)?40|\s\.\s|" + _AT_SIGNS + r"|(?i:\s(?:" + _AT_WORDS + r")\s)|\w\.\w+\s+at\s+\w[\w-]*\.[A-Za-z]"),
)

_HOME_ROOTS = (r"(?P<root>/home\d{0,2}/(?:\.ecryptfs/)?|/Users/|/mnt/[a-z]/Users/|(?i:[A-Z]:\\+(?:Users|Documents and Settings)\\+)|"
               r"(?i:\\+home\\+))")     # the last: a Linux home seen from Windows (\\wsl$\Ubuntu\home\USER)
_NAME = r"[^\s/\\'\"*:;,)<>]+"
# a slash as a URL's percent-encoding (once or twice) or a JSON string's escape writes it; a backslash encoded
_ESCAPED_SLASH = r"(?i:%(?:25)?2F)|\\/"
_ESCAPED_BACKSLASH = r"(?i:%(?:25)?5C)"
_ESCAPED_ROOT = r"(?i:%(?:25)?2F|\\/|%(?:25)?5C)(?:home|Users|var)"
# /media/USER/LABEL, /run/media/USER/LABEL, /var/mail/USER: a login name (lower case), not after a host
_SPOOL_ROOTS = r"(?<![\w.-])(?P<root>/media/|/run/media/|/var/(?:spool/)?mail/)"
# an account command's options: `-` alone (su), short ones (a letter of %s takes a value, the next word or
# after `=`), long ones (a value unless a flag: `--append`, `--create-home`, ...)
_LONG_FLAGS = "append|create-home|no-create-home|system|lock|unlock|move-home|remove|force|non-unique|user-group|no-user-group|login"
_ACCOUNT_OPTIONS_SOME = (r"(?:\s+(?:-(?=\s)|-[A-Za-z]*[%s](?:=|\s+)(?!-)\S+|-[A-Za-z]+(?=\s)|--(?:" + _LONG_FLAGS
                         + r")(?=\s)|--[a-z][\w-]*(?:=|\s+)(?!-)\S+))+")
_LS_MODE = r"(?<!\S)[-dlcbps][rwxsStT-]{9}[.+@]?\s+\d"    # `ls -l`'s mode and link count
_LS_HINTS = ("rw", "r-")                                            # ... whose owner's bits read rw or r-
_PASSWD_IDS = r":[x*!]?:(?P<id>\d+):\d+:"                             # passwd(5): `:x:UID:GID:`
_PASSWD_GECOS_REST = r"[^:\n]*:[~/][^:\s]*:"                         # ... the rest of GECOS, `:HOME:`
_PASSWD_REST = rf"(?={_PASSWD_GECOS_REST})"
_PASSWD_HINTS = (":x:", ":*:", ":!:")
HOME_RULES: tuple[Rule, ...] = (
    # user@host of a shell prompt: "alice@laptop:~$", "root@srv:/etc#", "[bob@box ~]$"
    # (zsh's "jo@MacBook-Pro ~ %": the folder after a space; a prompt that ends the text)
    _rule(PROMPT, r"(?<![\w.@-])([A-Za-z_][\w.-]*)@([A-Za-z0-9][\w-]*)"
                  r"(?=:\s?[~/]|\s+[^\s\]]+\]\s?[$#%]|\s+[~/]\S*\s[$#%](?!\S)|:?\s?[$#%](?:\s|$))",
          "__user__@__host__", "prompt", hints=("@",)),
    # the user of a home, media or mail path; a name with a space ("Jo Smith") only when a separator follows
    _rule(HOME, rf"{_HOME_ROOTS}(?P<name>{_NAME}(?: [^\W\d]{_NAME}){{0,2}}(?=[/\\])|{_NAME})", r"\g<root>__user__",
          "home", hints=("/home", "/users/", ":\\", "\\home\\")),
    # ... its slashes escaped, as a URL's query or a JSON string writes them: `%2Fhome%2FUSER`, `%252F`,
    # `\/home\/USER`, `C%3A%5CUsers%5CUSER`, `%2Fvar%2Fmail%2FUSER` (the name stops at the next escape)
    _rule(HOME, rf"(?P<root>(?:{_ESCAPED_SLASH})(?:home\d{{0,2}}|Users|var(?:{_ESCAPED_SLASH})(?:spool(?:{_ESCAPED_SLASH}))?mail)(?:{_ESCAPED_SLASH})|"
                rf"(?i:[A-Z]%(?:25)?3A(?:{_ESCAPED_BACKSLASH})+Users(?:{_ESCAPED_BACKSLASH})+))"
                r"(?P<name>(?:(?!%)[^\s/\\'\"*:;,)<>&?#=])+)", r"\g<root>__user__", "home",
          hints=("%2f", "%252f", "\\/", "%5c"), trigger=_ESCAPED_ROOT),
    # a ZFS dataset of a user's home (Ubuntu's zsys: rpool/USERDATA/USER_abc123)
    _rule(HOME, r"(?P<root>\bUSERDATA/)(?P<name>[^\s/_]+)(?=_[a-z0-9]{6}(?![\w-]))", r"\g<root>__user__", "home",
          hints=("userdata/",)),
    _rule(HOME, rf"{_SPOOL_ROOTS}(?P<name>[a-z_][a-z0-9_-]*)(?=/[^\s/]|[\s,;:)'\"]|$)", r"\g<root>__user__", "spool_home",
          hints=("/media/", "/mail/")),
    _rule(HOME, r"(?<![\w~$/.\\-])~(?P<name>[a-z_][a-z0-9_.-]*)(?=/)", "~__user__", "tilde_home",
          hints=("~",), trigger=r"~[a-z_][a-z0-9_.-]*/"),
    # a macOS volume named after its owner: /Volumes/Jo's Drive, /Volumes/Jo’s MacBook
    _rule(HOME, r"(?P<root>/Volumes/)(?P<name>[^\W\d_][\w.-]*)(?=['’]s\b)", r"\g<root>__user__", "home",
          hints=("/volumes/",)),
    # a user or a share of a gvfs mount (`smb-share:server=nas,share=jo`, `sftp:host=box,user=jo`)
    _rule(HOME, r"(?P<key>[:,](?:user|share)=)(?P<owner>[^\s,/:'\"]+)", r"\g<key>__user__", "owner",
          hints=("gvfs",)),
    # account names in command output: `ls -l` (the owner, and the group when it is the owner's own: a group
    # named for a purpose, `webadmin`, names no one), `id` (uid=1000(jo), a group of a user's id)
    _rule(HOME, r"(?P<key>(?<!\S)[-dlcbps][rwxsStT-]{9}[.+@]?\s+\d+\s+)(?!__)(?P<owner>[a-z_][\w.-]*)(?P<mid>\s+)"
                r"(?P=owner)(?=\s+\d)", r"\g<key>__user__\g<mid>__user__", "owner", hints=_LS_HINTS, trigger=_LS_MODE),
    _rule(HOME, r"(?P<key>(?<!\S)[-dlcbps][rwxsStT-]{9}[.+@]?\s+\d+\s+)(?!__)(?P<owner>[a-z_][\w.-]*)(?=\s)",
          r"\g<key>__user__", "owner", hints=_LS_HINTS, trigger=_LS_MODE),
    _rule(HOME, r"(?P<key>(?:\b(?:uid|gid|euid|egid|groups)=|,)(?P<id>\d+)\()(?P<owner>[a-z_][\w.-]*)(?=\))",
          r"\g<key>__user__", "account_id", hints=("uid=", "gid=")),
    # a passwd(5) entry `LOGIN:x:UID:GID:GECOS:HOME:SHELL` of a person's account (an id from USER_ID_MIN): the
    # login, and the full name that opens GECOS (the home is the home rule's)
    _rule(HOME, rf"(?<![^\s])(?P<owner>[a-z_][\w.-]*)(?P<key>{_PASSWD_IDS}{_PASSWD_REST})", r"__user__\g<key>",
          "account_id", hints=_PASSWD_HINTS),
    _rule(HOME, rf"(?P<key>(?<![^\s])[a-z_][\w.-]*{_PASSWD_IDS})(?P<owner>[^\W\d_][^:,\n]*)(?={_PASSWD_GECOS_REST})",
          r"\g<key>__user__", "account_id", hints=_PASSWD_HINTS),
    # the login an account command takes, its operand after the options (those of useradd / usermod that
    # take a value, `-G docker`, `--shell /bin/zsh`, skipped): `usermod -aG docker jo`, `passwd -l jo`; `su - jo`
    # (a login shell's: a bare `su word` is prose as often, "su failed")
    # (with no option before it, only a login that ends the command: "passwd utility so ..." is prose)
    _rule(HOME, rf"(?P<key>(?<![\w/.-])(?:(?:useradd|usermod){_ACCOUNT_OPTIONS_SOME % 'cdefgGkKlpsubRPZ'}|"
                rf"(?:userdel|deluser|adduser|passwd|smbpasswd|pdbedit|chfn|chsh){_ACCOUNT_OPTIONS_SOME % 'cs'}|"
                r"su\s+(?:-|-l|--login))\s+)(?!__)(?P<owner>[a-z_][a-z0-9_.-]*)(?=[\s;&|)`'\"]|$)"
                r"|(?P<bare>(?<![\w/.-])(?:useradd|usermod|userdel|deluser|adduser|passwd|smbpasswd|chfn|chsh)\s+)"
                r"(?!__)(?P<login>[a-z_][a-z0-9_.-]*)(?=\s*(?:$|[;&|)`'\",?!]))", r"\g<key>\g<bare>__user__", "account",
          hints=("useradd", "usermod", "userdel", "deluser", "adduser", "passwd", "su -", "chfn", "chsh", "pdbedit")),
    # chown OWNER:OWNER, chown OWNER:GROUP / OWNER.GROUP / OWNER: and chown OWNER PATH (not "chown it to me")
    _rule(HOME, r"(?P<cmd>\bchown\s+(?:-{1,2}[\w-]+\s+)*)(?P<owner>[a-z_][\w-]*):(?P=owner)(?=\s)",
          r"\g<cmd>__user__:__user__", "chown", hints=("chown",)),
    _rule(HOME, r"(?P<cmd>\bchown\s+(?:-{1,2}[\w-]+\s+)*)(?!__)(?P<owner>[a-z_][\w-]*)(?=:(?:[\w-]+)?\s|\.[\w-]+\s|\s+[/~.$*\"'])",
          r"\g<cmd>__user__", "chown", hints=("chown",)),
)

# the words that name a government identity number (lower case matched; `pan`, `id` and `licence` only with
# the word that makes them one: "pan card", "licence number")
_ID_CUES = (r"(?i:\b(?:ssn|social security(?: number| no)?|social insurance number|"
            r"driver'?s? licen[cs]e(?: number| no| id)?|driving licen[cs]e(?: number| no)?|licen[cs]e (?:number|no)|"
            r"passport(?: number| no| id)?|national (?:id|identity|insurance)(?: card)?(?: number| no)?|ni number|"
            r"identity card(?: number| no)?|id card number|tax (?:id|number|code)|taxpayer id|itin|"
            r"dni|nie|nif|cpf|cnpj|curp|aadhaa?r(?: number| no)?|pan (?:card|number|no)|bsn|pesel|personnummer|"
            r"henkil[öo]tunnus|codice fiscale|steuer-?id|steueridentifikationsnummer|sozialversicherungsnummer|"
            r"personalausweis(?:nummer)?|reisepass(?:nummer)?|ausweisnummer|num[ée]ro de s[ée]curit[ée] sociale|"
            r"carte d'identit[ée]|num[ée]ro de passeport|c[ée]dula|pasaporte|documento de identidad|"
            r"carteira de identidade|паспорт\w*|снилс|инн)(?![\w-]))")
# ... then what may stand between them and the number ("SSN: ", "passport no. ", "licence number is ")
_ID_LEAD = r"(?:\s*(?:[:#=]|(?i:(?:is|was|es|est|ist|é|number|no|nr|n[°º]|num(?:ber|ero|éro)?|номер)(?!\w)\.?))){0,3}\s*"
# ... and the number: groups of letters and digits joined by `.`, `-`, `/` or a space before a group with a digit,
# the first with a digit or of 1-3 capitals (a British NI number's `AB 12 34 56 C`)
_ID_VALUE = r"(?<![\w@])(?:[A-Za-z0-9]*\d[A-Za-z0-9]*|[A-Z]{1,3})(?:[.\-/][A-Za-z0-9]{1,20}|\s(?=[A-Za-z]*\d)[A-Za-z0-9]{1,20}){0,5}(?:\s[A-D](?!\w))?(?![\w@]|[.\-/]\w)"
# identity numbers whose printed form names them without a word (shape, the python-stdnum module that checks
# it: checks.printed_id; a British NI number's by HMRC's prefixes): a US social security number's 3-2-4 groups,
# a Brazilian CPF's dots and dash, an Italian codice fiscale, a Mexican CURP, a British NI number's pairs
PRINTED_ID_SHAPES: tuple[tuple[str, str], ...] = (
    (r"\d{3}-\d{2}-\d{4}", "us.ssn"), (r"\d{3}\.\d{3}\.\d{3}-\d{2}", "br.cpf"),
    (r"[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]", "it.codicefiscale"), (r"[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d", "mx.curp"),
    (r"[A-Z]{2} \d{2} \d{2} \d{2} [A-D]", "gb.nino"))
_ID_PRINTED = rf"(?<![\w.\-])(?:{'|'.join(shape for shape, _ in PRINTED_ID_SHAPES)})(?![\w\-]|\.\w)"
ID_HINTS = ("ssn", "social", "licen", "passport", "national", "ni number", "identit", "id card", "tax", "itin",
            "dni", "nie", "nif", "cpf", "cnpj", "curp", "aadha", "pan ", "bsn", "pesel", "personnummer", "henkil",
            "codice", "steuer", "sozialversicherung", "ausweis", "reisepass", "sécurité", "securite", "passeport",
            "cédula", "cedula", "pasaporte", "documento", "carteira", "паспорт", "снилс", "инн")
# what may open a host name's first label before the address it spells ("ip-", "ec2-", "c", "host",
# "vls93-1-": a provider's node and port)
_HOST_PREFIX = r"(?:[A-Za-z][A-Za-z0-9]{0,11}-(?:\d{1,3}-)?|[A-Za-z]{1,12})?"
# ... and the labels after it: one or more, the first opening with a letter ("dsl.example.net")
_HOST_TAIL = r"(?:\.[A-Za-z][\w-]*)(?:\.[\w-]+)*"
# what joins the groups of a card or an IBAN: one space, dot, slash or dash, and as hurried typing does, a
# doubled space or a dash or slash between spaces (`4571 2476  8149 9982`, `2235 - 1216 - 9353 - 8560`), or a
# line break (a chat message read as written: "my phone split it:\n4550 6237\n7134 0929")
_RUN_SEP = r"(?: [/-] |  |[ ./-]| ?\n)"
CARD_DIGITS = (12, 19)
IBAN_SHORTEST = 15                # characters of the shortest IBAN (Norway's)
IBAN_GROUPS = 12                  # groups after an IBAN's first read into its run (34 characters grouped by 3+)
# where a card's or an IBAN's run may open: after anything but a digit and a decimal's or a path's marks (a
# letter or `_` glued before it too), and right after a percent-encoded mark (`%3D`, `%2C`, `%20`)
_NUMBER_START = r"(?<![\d.,/+-])(?<!%)|(?<=%[0-9A-Fa-f]{2})|(?<=[^\W\d_],)"   # (a CSV field after a word's)
_IBAN_START = r"(?<![\d-])(?<!%)|(?<=%[0-9A-Fa-f]{2})"     # (after `.`, `/`: `acct.DE89...`)


# the words that name an account's login, in the channels' languages
_LOGIN_WORDS = (r"user(?:[ _-]?name)?|login|логин|логін|имя пользователя|usuario|usu[áa]rio|utente|nome utente|"
                r"u[żz]ytkownik|kullan[ıi]c[ıi](?: ad[ıi])?|nama pengguna|pengguna|benutzer(?:name)?|utilisateur|"
                r"identifiant|gebruiker(?:snaam)?|u[žz]ivatel|k[äa]ytt[äa]j[äa](?:tunnus)?|anv[äa]ndar(?:e|namn)")
_LOGIN_HINTS = ("user", "login", "логин", "логін", "пользовател", "usu", "utente", "ytkownik", "kullan", "pengguna",
                "benutzer", "utilisateur", "identifiant", "gebruiker", "ivatel", "ytt", "anv")
# the accounts found beside an address or a password; NUMBER_RULES runs them after its address rules
ACCOUNT_RULES: tuple[Rule, ...] = (
    # an account's name written with its password after a login's word, joined by `/` or `:` as a URL's user
    # information is, or by ` / ` ("login jo/hunter2x!", "логин: jo:Pa55word", "the login is admin / x#Y1"): both go (checks.login_pair: a password of six
    # or more characters with a digit or a mark, no path's nor a placeholder's)
    _rule(SECRET, rf"(?P<key>(?i:(?<![\w-])(?:{_LOGIN_WORDS}|creds?|credentials))(?![\w-])(?i:\s+(?:is|was|are))?\s*[:=]?\s*)"
                  r"(?!__)(?P<account>[^\W\d][\w.-]{1,31})(?:[/:]| / )(?P<password>[^\s/\\]{6,64})(?<![.,;:)])"
                  r"(?=[.,;:)]?(?:\s|$))",
          r"\g<key>__credentials__", "login_pair", hints=(*_LOGIN_HINTS, "cred")),
    # an account's name given beside its password ("username: jo password: ...", "login=jo&pass=..."): the name
    # becomes `__user__` (not a generic one), the password goes by the secret rules
    _rule(NAME_KIND, r"(?P<key>(?i:\b(?:user(?:[ _-]?name)?|login|account|usuario|benutzer(?:name)?|utilisateur|"
                     r"identifiant)\s*[:=]\s*))[\"']?(?P<account>[^\s,;&\"']{2,64})[\"']?"
                     r"(?=[\s,;&]+(?:\S+\s+)?(?i:pass(?:word|wd|wort)?|pwd|contrase[ñn]a|mot de passe)\b)",
          rf"\g<key>{USER}", "account_at", hints=("pass", "pwd", "contrase", "mot de passe")),
    # ... or said in words, before or after its password in the line, in the channels' languages ("username jo,
    # password ...", "пароль ..., логин jo", "kullanıcı adı jo şifre ..."; checks.account_beside_password)
    _rule(NAME_KIND, rf"(?P<key>(?i:(?<![\w-])(?:{_LOGIN_WORDS}))(?![\w-])\s*(?P<mark>[:=])?\s*)(?!__)[\"'«„]?(?P<account>[^\W\d][\w.-]{{1,31}}"
                     r"(?<![.-]))(?![\w@])", rf"\g<key>{USER}", "account_beside_password", hints=_LOGIN_HINTS),
    # the account of `user@ADDRESS` (an ssh target, an IRC hostmask's host being an address): once the address
    # is `__ip__`, the account before it becomes `__user__` (not a generic one: `root@`, `ubuntu@`, `pi@`)
    _rule(PROMPT, r"(?<![\w.@+-])(?P<account>[A-Za-z_][\w.+-]{0,31})@(?=__ip__)", f"{USER}@", "account_at",
          hints=("@",)),
)

_DEFANGED_DOT = r"(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\))"   # a dot made no link's: `[.]`, `(.)`, `{.}`, `[dot]`

NUMBER_RULES: tuple[Rule, ...] = (
    # MACs in every notation: six groups joined by colons or dashes (BSD's single digits too), six pairs joined
    # by dots or spaces (not six pairs inside a longer run of them: a hex dump), Cisco's three groups of four,
    # HP's 6-6, bare 12 hex digits (checks.mac: the shapes that read as other things need a MAC word)
    _rule(MAC, rf"(?<![\w:.-])(?:{_HEX}{{1,2}}(?P<sep>[:-])(?:{_HEX}{{1,2}}(?P=sep)){{4}}{_HEX}{{1,2}}|"
               rf"(?<!\b{_HEX}{{2}} )(?<!\b{_HEX}{{2}}  ){_HEX}{{2}}(?P<pair>[. ])(?:{_HEX}{{2}}(?P=pair)){{4}}{_HEX}{{2}}(?!\s{{1,2}}{_HEX}{{2}}\b)|"
               rf"{_HEX}{{4}}(?P<sep3>[.-]){_HEX}{{4}}(?P=sep3){_HEX}{{4}}|{_HEX}{{6}}-{_HEX}{{6}}|{_HEX}{{12}})(?![\w:-]|\.\w)", "__mac__", "mac",
          hints=(":", "-", ".", "mac", "ether", "hw", "bssid", "wol", "wake", *DIGITS),   # digits: a bare 12-hex
          trigger=rf"{_HEX}:{_HEX}{{1,2}}:{_HEX}{{1,2}}:|{_HEX}-{_HEX}{{2}}-{_HEX}{{2}}-|{_HEX}{{4}}[.-]{_HEX}{{4}}[.-]|"
                  rf"{_HEX}{{6}}-{_HEX}{{6}}|{_HEX}{{12}}|(?:{_HEX}{{2}}[. ]){{5}}{_HEX}{{2}}"),
    # ... and the MACs people type by hand: twelve hex digits in groups of one to four joined by any mix of `:`,
    # `.`, `-` (`f018:98a2:4c01`, `94:83:c44c:71:67`, `2c:cf-67:aa-8b:23`) or glued to the word before it
    # (`etherc8d7191a3bc0`); checks.sloppy_mac: six pairs with mixed marks alone, any other grouping after a
    # MAC word
    _rule(MAC, rf"(?<![\w:.%-]){_HEX}{{1,4}}(?:[:.-]{_HEX}{{1,4}}){{2,5}}(?![\w:-]|\.\w)", "__mac__", "sloppy_mac",
          hints=(":", "-", "."), trigger=rf"{_HEX}[:.-]{_HEX}{{1,4}}[:.-]{_HEX}"),
    _rule(MAC, rf"(?i)(?:(?<=\bether)|(?<=\bhwaddr)|(?<=\bmac)|(?<=\bbssid)){_HEX}{{12}}(?!\w)", "__mac__", "mac_glued",
          hints=("ether", "hwaddr", "mac", "bssid")),
    _rule(IPV6, rf"(?:(?<![\w:.])|(?<=IPv6:)){_HEX}{{0,4}}(?::{_HEX}{{0,4}}){{2,7}}(?:(?<=:)\d{{1,3}}(?:\.\d{{1,3}}){{3}})?(?:%\w+)?"
                r"(?<![^:]:)(?![\w]|:(?!\s|$)|\.\d)", "__ip__", "ipv6", hints=("::", ":"),
          trigger=rf"{_HEX}?:{_HEX}{{0,4}}:"),
    # a full address (eight groups) with a port glued after a colon, as OpenVPN and some daemons log it
    _rule(IPV6, rf"(?<![\w:.]){_HEX}{{1,4}}(?::{_HEX}{{1,4}}){{7}}(?=:\d{{1,5}}(?![\w:.]))", "__ip__", "ipv6",
          hints=(":",), trigger=rf"(?:{_HEX}{{1,4}}:){{8}}\d"),
    # a MAC or an IPv6 address in a URL with each colon percent-encoded (`client_mac=c4%3Ae9%3A84%3A...`,
    # `ipinfo.io/2607%3Afa48%3A...%3Ad0ba/json`): read decoded (checks.percent_mac, checks.percent_ipv6)
    _rule(MAC, rf"(?<![\w%]){_HEX}{{2}}(?:%3[Aa]{_HEX}{{2}}){{5}}(?![\w%])", "__mac__", "percent_mac", hints=("%3a",)),
    _rule(IPV6, rf"(?<![\w%])(?:{_HEX}{{1,4}})?(?:%3[Aa](?:{_HEX}{{1,4}})?){{2,7}}(?![\w%])", "__ip__", "percent_ipv6",
          hints=("%3a",)),
    _rule(IPV4, rf"(?<!{_GLUED}|\.){_OCTET}(?:\.{_OCTET}){{3}}(?!{_GLUED}|\.\w)", "__ip__", "ipv4", hints=(".",),
          trigger=r"\d\.\d{1,3}\.\d"),
    # a defanged address, as security write-ups and abuse reports write one so it is no link
    # (`95[.]154[.]172[.]117`, `95(.)154(.)...`, `95[dot]154...`); checks.defanged_ipv4: a global one
    _rule(IPV4, rf"(?<![\w.]){_OCTET}(?:{_DEFANGED_DOT}{_OCTET}){{3}}(?![\w]|\[?\.\]?\d)", "__ip__", "defanged_ipv4",
          hints=("[.]", "(.)", "[dot]", "(dot)", "{.}"), trigger=_DEFANGED_DOT),
    # an address written with its octets zero-padded to three digits, as routers and some tools print them
    # (`081.174.013.063`, `212.181.077.017`); checks.padded_ipv4: an octet <= 255 each, one padded, every octet
    # three digits or a network word before it
    _rule(IPV4, rf"(?<!{_GLUED}|\.)\d{{1,3}}(?:\.\d{{1,3}}){{3}}(?!{_GLUED}|\.\w)", "__ip__", "padded_ipv4",
          hints=(".",), trigger=r"(?<!\d)0\d\d?\.|\.0\d"),
    # a host name spelling a global IPv4 address in its first label, as providers' reverse DNS and clouds name
    # hosts ("81-2-69-160.dsl.example.net", "ec2-54-210-33-7.compute-1.amazonaws.com", "ip70-176-180-97.cox.net",
    # "135.27.233.220.exetel.com.au"): that label becomes __ip__, the provider's domain stays; a file's name
    # stays (checks.host_address: not a file suffix at its end, no version's small first number when dotted)
    _rule(IPV4, rf"(?<![\w.\-]){_HOST_PREFIX}{_OCTET}(?P<hsep>[-.]){_OCTET}(?P=hsep){_OCTET}(?P=hsep){_OCTET}"
                rf"(?={_HOST_TAIL})", "__ip__", "host_address", hints=(".",),
          trigger=r"\d[-.]\d{1,3}[-.]\d{1,3}[-.]\d{1,3}\.[A-Za-z]"),
    # a government identity number after the words that name it (`_ID_CUES`: social security, tax, passport,
    # driving licence, national identity numbers, in the channels' languages): the words stay, the number becomes
    # __id__ (checks.id_number: 4 digits or more, 5-20 characters, no date)
    _rule(ID_NUMBER, rf"(?P<lead>{_ID_CUES}{_ID_LEAD})(?P<value>{_ID_VALUE})", r"\g<lead>__id__", "id_number",
          hints=ID_HINTS),
    # ... and one whose printed form is its own word (`_ID_PRINTED`), when its scheme's checksum or registry
    # passes (checks.printed_id: `python-stdnum`; the NI number by HMRC's prefixes)
    _rule(ID_NUMBER, rf"(?P<value>{_ID_PRINTED})", "__id__", "printed_id", hints=DIGITS),
    *ACCOUNT_RULES,                  # after the address rules: they read `__ip__`
    # payment cards and IBANs: any run of groups joined by separators (space, dot, slash, dash; a glued run is
    # one group); the numbers inside it are found by checks.card_spans (issuer prefix, length, Luhn) and
    # checks.iban_spans (country, length, mod-97), whatever the grouping
    # (whatever glues to the run: a run glued to letters or `_` before or after it, `%B4...^`, `USD4...`, `pan_4...`,
    # `4...D2709`, or after a percent-encoded mark, `%3D4...`: checks.card_spans asks it for a card's common
    # length or a cue; not a run glued to digits, nor a decimal's or a path's `.`, `,`, `/`, `+`, `-`)
    _rule(CARD, rf"(?:{_NUMBER_START})(?=(?:{_RUN_SEP}?\d){{{CARD_DIGITS[0]}}})(?>\d+(?:{_RUN_SEP}\d+)*)",
          "__card__", "card", hints=DIGITS, trigger=r"\d{4}[ ./-]{0,3}\d{3}"),
    # (an IBAN glued after letters, `CHFDE89...`, `iban%3DDE89...`, or before them, `...EUR`: its country
    # and check digits open it wherever it stands; checks.iban_spans reads it)
    _rule(IBAN, rf"(?:{_IBAN_START})(?=[A-Za-z]{{2}}\d{{2}}|[A-Z]{{2}} \d{{2}})(?>[A-Za-z0-9]+(?:{_RUN_SEP}[A-Za-z0-9]+){{0,{IBAN_GROUPS}}})",
          "__iban__", "iban", hints=DIGITS, trigger=rf"[A-Za-z]{{2}} ?\d{{2}}(?:[ ./\n-]{{0,3}}[A-Za-z0-9]){{{IBAN_SHORTEST - 4}}}"),
    # phone numbers: a candidate of digit groups, decided by the numbering plans (phonenumbers, checks.phone)
    # (after a space or a phone link's scheme: "tel:+49...", "wa.me/49..."; an E.164 "+49..." after any mark,
    # in a URL's path or fragment, a query or an option: "signal.me/#p/+49...", "?to=+49..."; the trunk prefix
    # "(0)" of an international number written in: "+44 (0)20 ...", "0049 (0)30 ..."; after an abbreviation's
    # dot, "ph.8661...", "tel.0171..."; groups joined as hurried typing does, "9179  194--95"; never across a
    # line break: a message read as written is lines, `logs.line_breaks`)
    _rule(PHONE, r"(?:(?<![\w.+/:=-])|(?<=\btel:)|(?<=\bsms:)|(?<=\bcallto:)|(?<=\bwa\.me/)|(?<=[^\w+])(?=\+\d)|"
                 r"(?<=(?i:phone)=)|(?<=(?i:mobile)=)|(?<=(?i:tel)=)|(?<=(?i:fax)=)|(?<=(?i:msisdn)=)|"
                 r"(?<=\b(?i:ph)\.)|(?<=\b(?i:tel)\.)|(?<=\b(?i:mob)\.))(?=[+(\d])"
                 r"(?!(?:\A|(?<=\n))\d{1,2}[.)][^\S\n])"   # not a list's number opening a line: "1. 747-3304"
                 r"(?=(?:\D{0,3}\d){7})(?:\+|\b00)?\(?\d{1,15}\)?(?:[^\S\n]?\(0\)[^\S\n]?\d{1,8})?"
                 r"(?:(?:[^\S\n]{0,2}[.\-/]{1,2}[^\S\n]{0,2}|[^\S\n]{1,2})\(?\d{1,8}\)?){0,6}(?P<ext>[^\S\n]?(?:x|ext\.?[^\S\n]?|extension[^\S\n])\d{1,6})?"
                 r"(?![\w]|[.\-/:]\d)",
          "__phone__", "phone", hints=DIGITS, trigger=r"\d(?:\D{0,3}\d){6}"),
)

# the symbols a password policy asks for (not what joins a product's, a locale's or a nick's name: `-`, `_`, `.`,
# `+`, `^`: `GTX1080-Ti`, `x86_64`, `de_DE.UTF8`, `epsonLX300+`, `crt+alt+F2`, `CapRiCoRN^80`)
PASSWORD_SYMBOLS = "!@#$%&*=?~"
_PASSWORD_SYMBOL = "[" + re.escape(PASSWORD_SYMBOLS) + "]"

# a person's name in git's identity: its configuration (`user.name=Jo Smith` of `git config --list`, `git config
# --global user.name "Jo Smith"`, `GIT_AUTHOR_NAME=...`) and a commit's trailers and headers before an address
# (`Author: Jo Smith <jo@...>`, `Signed-off-by: Jo Smith <...>`; not a bot's: `dependabot[bot]`)
GIT_IDENTITY_RULES: tuple[Rule, ...] = (
    # quoted after the key (`user.name "Jo Smith"`, `GIT_AUTHOR_NAME='Jo'`)
    _rule(NAME_KIND, r"(?P<key>(?i:\buser\.name|\bGIT_(?:AUTHOR|COMMITTER)_NAME)(?:[ \t]*=[ \t]*|[ \t]+)(?P<q>[\"']))(?!__)"
                     r"[^\n\"']{1,64}(?P=q)", rf"\g<key>{USER}\g<q>", hints=("user.name", "git_author", "git_committer")),
    # ... the rest of a `git config --list` line, or one word after the variable
    _rule(NAME_KIND, r"(?P<key>(?i:\buser\.name)[ \t]*=[ \t]*)(?![\"'_])[^\n\"'=]{1,64}?(?=[ \t]*(?:\n|$))",
          rf"\g<key>{USER}", hints=("user.name",)),
    _rule(NAME_KIND, r"(?P<key>\bGIT_(?:AUTHOR|COMMITTER)_NAME=)(?![\"'_])[^\s\"']+", rf"\g<key>{USER}",
          hints=("git_author", "git_committer")),
    _rule(NAME_KIND, r"(?P<key>(?m:^)[ \t>]*(?:Author|Commit|Committer|Signed-off-by|Co-authored-by|Reviewed-by|"
                     r"Reported-by|Tested-by|Acked-by|Suggested-by):[ \t]+)(?!__)(?![^<>\n]*?(?i:bot|\[bot\])[ \t]*<)"
                     r"[^<>\n]{2,64}?(?=[ \t]*<)",
          rf"\g<key>{USER}", hints=("author", "commit", "-by:")),
)

PERSONAL_RULES: tuple[Rule, ...] = (
    *SECRET_RULES, *CUE_RULES, *GIT_IDENTITY_RULES,
    # (the account's name again in the URL's path, a forge's `/USER/repo.git`, goes with it)
    _rule(URL_CREDENTIALS, r"(?i)\b([a-z][a-z0-9+.-]*://)([^\s/@:]+):([^\s/@]*)@(?P<path>[^\s/@]+/(?:[^\s/]+/)*?)"
                           r"\2(?=[/\s?#]|\.git\b|$)", rf"\1__credentials__@\g<path>{USER}", "credentials", hints=("://",)),
    _rule(URL_CREDENTIALS, r"(?i)\b([a-z][a-z0-9+.-]*://)([^\s/@:]*):([^\s/@]*)@", r"\1__credentials__@",
          "credentials", hints=("://",)),
    *EMAIL_RULES, *HOME_RULES, *NUMBER_RULES,
    # a password given bare, with nothing naming it ("use Th@pa155*c for now", "changed it to k&D6958e7H!T8."),
    # after every other shape: a token of 8-64 characters with both cases, a digit and a symbol
    # (checks.bare_password: no word of four letters or more, no assignment, address, link or clock speed)
    _rule(SECRET, rf"(?<![^\s(\[\"'`])(?!__)(?P<bare>(?=[^\s\"'`()\[\]{{}}<>/\\|,;]*{_PASSWORD_SYMBOL})"
                  r"[^\s\"'`()\[\]{}<>/\\|,;]{8,64}?)(?=[\"'`)\]]?(?:\s|$)|[.,;:!?](?:\s|$))", SECRET_TAG,
          "bare_password", hints=tuple(PASSWORD_SYMBOLS), trigger=rf"[A-Z]\S*{_PASSWORD_SYMBOL}|{_PASSWORD_SYMBOL}\S*[A-Z]"),
)

KINDS: tuple[str, ...] = (NAME_KIND, *dict.fromkeys(rule.kind for rule in PERSONAL_RULES))

# the regions whose national formats a phone number is read in (a number with + or 00 needs none)
PHONE_REGIONS = ("US", "GB", "DE", "FR", "IT", "ES", "NL", "BE", "AT", "CH", "SE", "PL", "AU", "IN", "BR")
# ... and, after a phone word or with an area code in brackets, these too (their numbers' shapes collide with
# other numbers more often: read only with that support)
PHONE_CUED_REGIONS = (*PHONE_REGIONS, "RU", "UA", "CN", "JP", "KR", "PT", "MX", "AR", "TR", "IE", "DK", "NO", "FI",
                      "CZ", "GR", "RO", "HU", "ZA", "NG", "KE", "ID", "PH", "VN", "TH", "MY", "SG", "NZ", "CA", "CO",
                      "CL", "PE", "EG", "SA", "AE", "IL", "PK", "BD")
# issuer prefixes of payment cards: Visa, Mastercard, American Express, Diners, Discover, JCB, UnionPay, Maestro, Mir
# (and Troy 9792, UnionPay's 81, Uzbekistan's UzCard 8600 and Humo 9860)
CARD_PREFIXES = ("4", "51", "52", "53", "54", "55", "22", "23", "24", "25", "26", "27", "34", "37", "30", "36",
                 "38", "39", "35", "6", "50", "56", "57", "58", "9792", "81", "8600", "9860",
                 "1800", "2131",   # JCB's old 15-digit
                 "2014", "2149")   # Diners Club enRoute
# ... and those read only after a card's cue, at their one length: UATP's 15 digits opening with 1 (a bare run
# of that shape is an id as often)
CARD_CUED_PREFIXES = (("1", 15),)
CARD_CUED_DIGITS = 12             # a card number this short (a Maestro's) needs a card word before it

# a person's profile link by user name (a chat's handle; the links by platform id are provenance.PLATFORM_ID_RULES):
# Telegram's t.me/NAME, not its service paths (joinchat, addstickers, share, c/, s/, ...), a public channel's
# post (t.me/NAME/123) nor a bot's (checks.profile)
_TELEGRAM_PATHS = tuple(sorted(SERVICE_PATHS))
PROFILE_LINK_RULES: tuple[Rule, ...] = (
    _rule(NAME_KIND, rf"(?i)(?P<pre>(?<![\w.-])(?:t|telegram)\.me/)(?!(?:{'|'.join(_TELEGRAM_PATHS)})(?![\w]))"
                     r"(?P<name>[a-z][\w]{3,31})(?![\w/])", rf"\g<pre>{USER}", "profile"),
    _rule(NAME_KIND, r"(?P<pre>\btg://resolve\?domain=)(?P<name>[A-Za-z][\w]{3,31})(?![\w])", rf"\g<pre>{USER}",
          "profile"),
)
PROFILE_LINK_HINT = re.compile(r"(?i)\b(?:t|telegram)\.me/|tg://resolve")

URL_TAG, PATH_TAG, NUMBER_TAG, NAME_TAG = "__url__", "__path__", "__number__", "__name__"
GENERIC_RULES: tuple[Rule, ...] = (
    _rule("url", r"(?i)\b(?:[a-z][a-z0-9+.-]*://|www\.)[^\s<>\"']+", URL_TAG),
    _rule("path", r"(?<![\w.:/~])(?:~|\.{1,2})?(?:/[\w.+@%~-]+)+/?|\b[A-Za-z]:\\[^\s\"']*", PATH_TAG),
    _rule("number", r"(?<![\w.-])\d+(?:[.,]\d+)*(?![\w.-])", NUMBER_TAG),
)
