"""A table's house rules: its options as differences from the game's official ones.

Shown before anyone sits down (the creation form, the QR and join pages) and once play
starts on every page and in the API, so that nobody learns of a house rule at the moment it
costs them: "Eliminazione: a 201 (di regola 101) · In mano: −25 (di regola: raddoppia)".
The numbers that say how far the game goes (the target, the threshold) come first, as
"Playing to 201", whether or not they differ.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from .base import Game, OptionSpec, Preset, Text

YES = Text(it="sì", en="yes")
NO = Text(it="no", en="no")
REST_OFFICIAL = Text(
    it="tutto il resto come da regolamento", en="everything else as the official rules"
)
ALL_OFFICIAL = Text(it="Tutto come da regolamento", en="Everything as the official rules")


@dataclass(frozen=True)
class Difference:
    """One option the table chose otherwise than the official rules."""

    key: str
    label: Text
    value: Any
    value_label: Text
    default: Any
    default_label: Text
    rules: tuple[str, ...]
    #: The hand from which a contest's resolution switched it to this value (None: chosen
    #: when the table was created).
    from_hand: int | None = None

    def text(self) -> Text:
        """ "Label: value (official: default)", in both languages; "from hand k" after an
        option a resolution switched."""
        since_it = f" dalla mano {self.from_hand}" if self.from_hand is not None else ""
        since_en = f" from hand {self.from_hand}" if self.from_hand is not None else ""
        return Text(
            it=f"{self.label.it}: {self.value_label.it}{since_it} "
            f"(di regola: {self.default_label.it})",
            en=f"{self.label.en}: {self.value_label.en}{since_en} "
            f"(official: {self.default_label.en})",
        )

    def json(self, lang: str) -> dict[str, Any]:
        return {
            "key": self.key,
            "label": self.label.get(lang),
            "value": self.value,
            "value_label": self.value_label.get(lang),
            "default": self.default,
            "default_label": self.default_label.get(lang),
            "rules": list(self.rules),
            "from_hand": self.from_hand,
            "text": self.text().get(lang),
        }


def value_label(spec: OptionSpec, value: Any) -> Text:
    """An option's value as players say it: a choice's label, yes or no, or the number."""
    for choice in spec.choices:
        if choice.value == value:
            return choice.label
    if spec.kind == "bool":
        return YES if value else NO
    return Text(it=str(value), en=str(value))


def _as_json(options: BaseModel | Mapping[str, Any]) -> Mapping[str, Any]:
    return options.model_dump(mode="json") if isinstance(options, BaseModel) else options


def preset_of(game: Game[Any, Any], options: BaseModel | Mapping[str, Any]) -> Preset | None:
    """The game's named rule set these options play (the one setting most, if several)."""
    chosen = _as_json(options)
    playing = [preset for preset in game.presets if preset.matches(chosen)]
    return max(playing, key=lambda preset: len(preset.options), default=None)


def differences(
    game: Game[Any, Any],
    options: BaseModel | Mapping[str, Any],
    baseline: Mapping[str, Any] | None = None,
    switches: Sequence[Mapping[str, Any]] = (),
) -> list[Difference]:
    """The options that differ from the game's defaults (or from ``baseline``'s values where
    it sets them: a preset's), in the order the game lists them; ``switches``: the options
    a resolution switched, each from a hand on (the latest of each option says since when)."""
    chosen = _as_json(options)
    since = {str(s["option"]): int(s["from_hand"]) for s in sorted(switches, key=_by_seq)}
    out = []
    for spec in game.option_specs:
        value = chosen.get(spec.key, spec.default)
        default = (baseline or {}).get(spec.key, spec.default)
        if value == default:
            continue
        out.append(
            Difference(
                key=spec.key,
                label=spec.label,
                value=value,
                value_label=value_label(spec, value),
                default=default,
                default_label=value_label(spec, default),
                rules=tuple(spec.rules),
                from_hand=since.get(spec.key),
            )
        )
    return out


def _by_seq(switch: Mapping[str, Any]) -> int:
    return int(switch["seq"])


def house_rules_text(
    game: Game[Any, Any], options: BaseModel, switches: Sequence[Mapping[str, Any]] = ()
) -> Text:
    """The table's rules in one line: how far the game goes, the named rule set it plays if
    any, then each difference from it (or from the official rules), or that there is none."""
    parts: list[Text] = []
    goal = game.goal(options)
    limit = goal[1] if goal is not None else None
    if limit is not None:
        parts.append(Text(it=f"Si gioca fino a {limit}", en=f"Playing to {limit}"))
    preset = preset_of(game, options)
    if preset is not None:
        parts.append(preset.name)
    found = differences(game, options, preset.options if preset is not None else None, switches)
    parts += [d.text() for d in found]
    if not found and preset is None:
        parts.append(
            Text(
                it="tutto il resto come da regolamento", en="everything else as the official rules"
            )
            if limit is not None
            else Text(it="Tutto come da regolamento", en="Everything as the official rules")
        )
    return Text(it=" · ".join(p.it for p in parts), en=" · ".join(p.en for p in parts))
