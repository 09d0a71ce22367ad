"""A small HTML reader for the page tests: find elements by a simple selector, read text.

Only the standard library: ``tag``, ``#id``, ``.class`` and ``[attr]``/``[attr=value]`` parts,
combined in one compound selector (``li.entry#e1``, ``input[name=cards-0]``), and a space for
descendants (``#log li.entry``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser

VOID = frozenset(
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param"]
    + ["source", "track", "wbr"]
)
_PART = re.compile(r"""([#.]?[\w-]+)|\[([\w-]+)(=["']?([^"'\]]*)["']?)?\]""")


class Node:
    def __init__(self, tag: str, attrs: dict[str, str], parent: Node | None = None) -> None:
        self.tag = tag
        self.attrs = attrs
        self.parent = parent
        self.children: list[Node | str] = []

    def __repr__(self) -> str:
        return f"<{self.tag} {self.attrs}>"

    def get(self, name: str, default: str | None = None) -> str | None:
        return self.attrs.get(name, default)

    def __getitem__(self, name: str) -> str:
        return self.attrs[name]

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    @property
    def text(self) -> str:
        """The visible words inside, whitespace folded."""
        return " ".join("".join(self._texts()).split())

    def _texts(self) -> Iterator[str]:
        for child in self.children:
            if isinstance(child, str):
                yield child
            elif child.tag not in ("script", "style", "template"):
                yield " " if child.tag in ("br", "li", "p", "div", "td", "th", "option") else ""
                yield from child._texts()
                yield " " if child.tag in ("li", "p", "div", "td", "th", "option") else ""

    def descendants(self) -> Iterator[Node]:
        for child in self.children:
            if isinstance(child, Node):
                yield child
                yield from child.descendants()

    def all(self, selector: str) -> list[Node]:
        """Every element matching ``selector`` (a space means "inside")."""
        steps = selector.split()
        found = [self]
        for step in steps:
            matches: list[Node] = []
            for node in found:
                matches.extend(d for d in node.descendants() if _matches(d, step))
            found = list(dict.fromkeys(matches))
        return found

    def one(self, selector: str) -> Node:
        """The single element matching ``selector``; fails if there are none or several."""
        found = self.all(selector)
        assert len(found) == 1, f"{len(found)} elements match {selector!r}"
        return found[0]

    def has(self, selector: str) -> bool:
        return bool(self.all(selector))

    def value(self, name: str) -> str:
        """The value a form field named ``name`` would send (inputs and checked radios)."""
        fields = self.all(f"input[name={name}]")
        radios = [f for f in fields if f.get("type") in ("radio", "checkbox")]
        if radios:
            checked = [f for f in radios if "checked" in f.attrs]
            return checked[0].get("value", "") if checked else ""
        assert len(fields) == 1, f"{len(fields)} fields named {name!r}"
        return fields[0].get("value", "") or ""


def _matches(node: Node, compound: str) -> bool:
    for part, attr, equals, wanted in _PART.findall(compound):
        if part.startswith("#"):
            if node.get("id") != part[1:]:
                return False
        elif part.startswith("."):
            if part[1:] not in node.classes:
                return False
        elif part:
            if node.tag != part:
                return False
        elif attr not in node.attrs or (equals and node.attrs[attr] != wanted):
            return False
    return True


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.current = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: (v if v is not None else "") for k, v in attrs}, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: (v if v is not None else "") for k, v in attrs}, self.current)
        self.current.children.append(node)

    def handle_endtag(self, tag: str) -> None:
        node: Node | None = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)


def parse(html: str) -> Node:
    builder = _Builder()
    builder.feed(html)
    builder.close()
    return builder.root


def partials(html: str) -> dict[str, Node]:
    """An htmx answer's ``<hx-partial>`` elements by their ``hx-target``."""
    found: dict[str, Node] = {}
    for node in parse(html).all("hx-partial"):
        target = node["hx-target"]
        assert target not in found, f"two partials for {target}"
        found[target] = node
    return found
