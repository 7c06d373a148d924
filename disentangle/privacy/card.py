"""What a dataset card says about privacy: how the release was anonymised, what was replaced (counts per
kind), which folders must stay private, and what no pattern catches. `privacy_note` is the paragraph of the
card (`exporters.hf_card`) from the `privacy` section of stats.json (None: no anonymisation ran).
"""
from __future__ import annotations

from collections.abc import Mapping

__all__ = ["KEPT_NOTE", "privacy_note"]

KEPT_NOTE = ("Nicks are kept as in the logs (`dialogues`: `nicks`, `originals`); usernames are removed from\n"
             "the normalised text only.")
REMAINS = ("What no pattern catches remains: names that are also ordinary words outside an address (\"help\", "
           "\"hardy\"), real names, places, employers and other free-text self-descriptions, user names in "
           "paths other than home directories, identity numbers written without the words that name them, "
           "phone numbers written bare without a phone word, and secrets of an unknown shape.")


def privacy_note(section: Mapping | None) -> str:
    """The card's paragraph on names and personal data."""
    if section is None:
        return KEPT_NOTE
    if section["anonymize"] == "none" and not section["generic_tags"]:  # run for a chat export's platform ids
        return (f"{KEPT_NOTE} The platform's message ids are only in `../{section['provenance'].split('/')[0]}/`,"
                f"\nwhich, like `../days/`, must never be published for a private source.")
    replaced = ", ".join(f"{kind} {count:,}" for kind, count in section["replaced"].items())
    private = "`../days/` (the day shards: the dialogues as extracted)"
    if section["anonymize"] != "none":
        ids = "; the chat platform's message ids" if section.get("platform_ids") else ""
        private += f" and `../{section['provenance'].split('/')[0]}/` (source paths, line numbers and nicks{ids})"
    return (f"Anonymised (`--anonymize {section['anonymize']}`"
            f"{', generic tags' if section['generic_tags'] else ''}): {section['utterances_changed']:,} of "
            f"{section['utterances']:,} utterances changed; replaced, by kind: {replaced}. Participants are\n"
            f"`participant_1` and `participant_2`, anyone else `__user__`. Publish only the format directories: "
            f"never {private}, least of all for a private source. {REMAINS}")
