"""The words the learned secret scorer reads around a token, as data (the engine is `secret_model.py`).

`STRONG_CUES` name a credential in the channels' languages (password, passwd, pw, token, secret, apikey,
passphrase; contraseña, senha, пароль, Passwort, mot de passe, ...): one among the words just before a token,
written exactly, with one edit (`passwrod`), or as a word's prefix or suffix (`DB_PASSWORD`, `passwd:`), is
the scorer's context cue. `WEAK_CUES` name a credential as often as something public ("key" of a GPG key id,
"auth", "pin", "code"); `TECH_CUES` say a token is a public technical value (hashes, digests, ids, versions).
Each list is a feature of its own: the fitted weights, not these lists, decide how much each says.
"""
from __future__ import annotations

__all__ = ["FUZZY_MIN_LENGTH", "MULTIWORD_CUES", "SCRIPT_CUE_FROM", "STRONG_CUES", "TECH_CUES", "WEAK_CUES"]

STRONG_CUES: frozenset[str] = frozenset({
    # English and shell / config spellings
    "pw", "pwd", "pword", "pass", "passwd", "password", "passwords", "passphrase", "passcode", "passwort",
    "token", "tokens", "secret", "secrets", "apikey", "api_key", "api-key", "psk", "wpa-psk", "credential",
    "credentials", "creds", "bearer", "privkey",
    # the channels' other languages
    "contraseña", "contrasena", "clave", "senha", "palavra-passe", "пароль", "пароля", "парол", "kennwort",
    "passwörter", "motdepasse", "mdp", "parola", "parolă", "wachtwoord", "hasło", "haslo", "heslo",
    "salasana", "lösenord", "losenord", "adgangskode", "passord", "jelszó", "şifre", "sifre", "κωδικός",
    "密码", "パスワード", "비밀번호", "رمز", "סיסמה", "पासवर्ड", "รหัสผ่าน",
    "密碼", "口令", "暗証番号", "암호", "পাসওয়ার্ড", "nenosiri", "modpass", "lmodpass", "シークレット", "시크릿",
    "密钥", "密鑰", "秘钥", "トークン", "토큰", "令牌",
})
# cues of a script written without spaces between words: found inside a longer token too ("数据库密码是")
SCRIPT_CUE_FROM = 0x0E00          # Thai, and the CJK, kana and Hangul blocks after it
# cues of two words (matched on the words before a token, lower case)
MULTIWORD_CUES: tuple[tuple[str, ...], ...] = (
    ("mot", "de", "passe"), ("pass", "phrase"), ("access", "key"), ("secret", "key"), ("api", "key"),
    ("private", "key"), ("client", "secret"), ("auth", "token"), ("access", "token"),
    ("kata", "sandi"), ("kata", "laluan"), ("mật", "khẩu"), ("palavra", "passe"), ("كلمة", "المرور"),
    ("كلمة", "السر"), ("رمز", "عبور"), ("پاس", "ورڈ"), ("api", "키"),
)
WEAK_CUES: frozenset[str] = frozenset({
    "key", "keys", "auth", "pin", "code", "cred", "sk",
    "schlüssel", "chave", "llave", "ключ", "cle", "clé",
})
TECH_CUES: frozenset[str] = frozenset({
    "md5", "md5sum", "sha", "sha1", "sha1sum", "sha256", "sha256sum", "sha512", "sha512sum", "sum", "checksum",
    "hash", "digest", "commit", "rev", "revision", "uuid", "guid", "id", "build", "version", "ver", "fingerprint",
    "recv-keys", "keyserver", "keyid", "gpg", "ppa", "image", "container", "docker", "git", "tag", "branch",
    "bug", "kernel", "package", "pkg", "partuuid", "blkid", "crc", "crc32", "sig", "signature", "base64",
    "ssh-rsa", "ssh-ed25519", "essid", "ssid", "uid", "gid",
    # a public key is published by design (WireGuard's `PublicKey =`, `wg pubkey`, an ssh `.pub`)
    "public", "publickey", "pubkey", "pub",
})
FUZZY_MIN_LENGTH = 5      # a cue this long or longer also matches a word one edit away ("passwrod", "pasword")
