#!/usr/bin/env python3
"""Cut the part of Discord's OpenAPI document that Parlor's tests validate against.

Usage: python3 tests/discord-api/extract.py [path/to/openapi.json]

Reads the full document (default: ../shared/discord-api-spec/openapi.json beside the
repository), keeps the root schemas below and everything they reach through `$ref`, and
writes tests/discord-api/openapi.json next to this script. Component entries keep their
JSON pointers, so `#/components/schemas/X` means the same in the subset as in the source.
Fails if any `$ref` in the output does not resolve inside the output, or if a root schema
differs from the source's.
"""

# The component schemas the tests compile (src/testing/discord_schema.rs, tests/commands.rs,
# tests/emojis.rs).
ROOTS = [
    "CreateMessageInteractionCallbackRequest",
    "UpdateMessageInteractionCallbackRequest",
    # A modal (interaction response type 9) a game opens on a click.
    "ModalInteractionCallbackRequest",
    "IncomingWebhookRequestPartial",
    "MessageEditRequestPartial",
    "ApplicationCommandCreateRequest",
    # The application-emoji API as the stand-in for Discord answers it (tests/emojis.rs).
    "ListApplicationEmojisResponse",
    "EmojiResponse",
    "RatelimitedResponse",
    # Log-channel posts (tests/log_channel.rs): the message Parlor sends, and the stand-in's
    # answers to it and to the permission check before it.
    "MessageCreateRequest",
    "MessageResponse",
    "UserPIIResponse",
    "GuildChannelResponse",
    "GuildWithCountsResponse",
    "GuildMemberResponse",
]

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_SOURCE = os.path.join(REPO, "..", "shared", "discord-api-spec", "openapi.json")
OUTPUT = os.path.join(HERE, "openapi.json")


def fail(message):
    sys.exit(f"extract.py: {message}")


def refs(node):
    """Every `$ref` string anywhere under node."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


def pointer(ref):
    """The unescaped JSON-pointer tokens of a local `#/...` ref."""
    if not ref.startswith("#/"):
        fail(f"not a local JSON-pointer ref: {ref!r}")
    return [t.replace("~1", "/").replace("~0", "~") for t in ref[2:].split("/")]


def resolve(document, ref):
    node = document
    for token in pointer(ref):
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return None, False
    return node, True


def entry(ref):
    """(kind, name) of the component a ref points into, e.g. ('schemas', 'Foo')."""
    tokens = pointer(ref)
    if len(tokens) < 3 or tokens[0] != "components":
        fail(f"ref outside #/components/<kind>/<name>: {ref!r}")
    return tokens[1], tokens[2]


def main():
    if len(sys.argv) > 2:
        fail("usage: extract.py [path/to/openapi.json]")
    source = sys.argv[1] if len(sys.argv) == 2 else DEFAULT_SOURCE
    with open(source, "rb") as f:
        raw = f.read()
    spec = json.loads(raw)
    components = spec.get("components", {})

    # Transitive closure over component entries, starting from the root schemas.
    kept = {}
    todo = []
    for name in ROOTS:
        if name not in components.get("schemas", {}):
            fail(f"root schema {name} is not in {source}")
        todo.append(("schemas", name))
    while todo:
        kind, name = todo.pop()
        if name in kept.setdefault(kind, {}):
            continue
        if name not in components.get(kind, {}):
            fail(f"#/components/{kind}/{name} is referenced but not in {source}")
        kept[kind][name] = components[kind][name]
        todo.extend(entry(ref) for ref in refs(components[kind][name]))

    subset = {
        "openapi": spec["openapi"],
        "info": spec["info"],
        "components": {kind: dict(sorted(entries.items())) for kind, entries in sorted(kept.items())},
        "x-parlor-subset": {
            "note": "A subset of Discord's OpenAPI document: the root schemas below and every "
            "component they reach through $ref, at the same JSON pointers. Cut by "
            "tests/discord-api/extract.py; see tests/discord-api/README.md.",
            "roots": ROOTS,
            "source": {
                "repository": "https://github.com/discord/discord-api-spec",
                "path": "specs/openapi.json",
                "sha256": hashlib.sha256(raw).hexdigest(),
            },
        },
    }

    # Every ref in the output resolves inside the output, and the roots are unchanged.
    for ref in sorted(set(refs(subset))):
        if not resolve(subset, ref)[1]:
            fail(f"{ref} does not resolve inside the subset")
    for name in ROOTS:
        ref = f"#/components/schemas/{name}"
        if resolve(subset, ref)[0] != resolve(spec, ref)[0]:
            fail(f"{ref} differs from the source")

    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as f:
        json.dump(subset, f, indent=1, sort_keys=True)
        f.write("\n")
    counts = ", ".join(f"{len(v)} {k}" for k, v in sorted(kept.items()))
    print(f"{os.path.relpath(OUTPUT, REPO)}: {counts}; {os.path.getsize(OUTPUT)} bytes")


if __name__ == "__main__":
    main()
