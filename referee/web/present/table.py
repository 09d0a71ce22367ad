"""Tables, events, games and rules as the API shows them, in one language.

The pages use the same functions for what they show, so the JSON API and the phones never
tell two stories.
"""

from __future__ import annotations

from typing import Any

from ...games import GAMES, Game
from ...games.base import CheckType, HandResult, Line, Prompt, Tally
from ...games.house_rules import differences, house_rules_text, preset_of
from ...games.rulebook import Rule
from ...tables import LogEntry, TableView
from ...tables.eventlog import HAND_PART
from ..json_schemas import adapter_schema, model_schema


def line_json(line: Line | dict[str, Any], lang: str, names: list[str]) -> dict[str, Any]:
    if isinstance(line, dict):
        line = Line.model_validate(line)
    return {
        "seat": line.seat,
        "points": line.points,
        "rules": list(line.rules),
        "text": line.text.render(lang, names),
    }


def prompt_json(prompt: Prompt | dict[str, Any], lang: str, names: list[str]) -> dict[str, Any]:
    if isinstance(prompt, dict):
        prompt = Prompt.model_validate(prompt)
    return {
        "phase": prompt.phase,
        "text": prompt.text.render(lang, names),
        "moves": list(prompt.moves),
        "seats": list(prompt.seats) if prompt.seats is not None else None,
    }


def hand_json(hand: HandResult | None, lang: str, names: list[str]) -> dict[str, Any] | None:
    if hand is None:
        return None
    return {
        "number": hand.number,
        "scores": list(hand.scores),
        "alternatives": [
            {
                "option": alt.option,
                "value": alt.value,
                "rules": list(alt.rules),
                "scores": list(alt.scores),
                "text": alt.text.render(lang, names),
            }
            for alt in hand.alternatives
        ],
    }


def event_json(entry: LogEntry, lang: str, names: list[str]) -> dict[str, Any]:
    return {
        "seq": entry.seq,
        "type": entry.type,
        "payload": _shown_payload(entry),
        "author_seat": entry.author_seat,
        "created_at": entry.created_at.isoformat(),
        "status": entry.status,
        "by": entry.by,
        "lines": [line_json(line, lang, names) for line in entry.lines],
        "hand": hand_json(entry.hand, lang, names),
    }


def _shown_payload(entry: LogEntry) -> dict[str, Any]:
    """What a reader of the log sees of an event: a player's part of a hand says whose it
    is, never what (it shows with the hand it completes)."""
    if entry.type == HAND_PART:
        return {"seat": entry.payload.get("seat"), "withdrawn": entry.payload.get("part") is None}
    return entry.payload


def summary_json(view: TableView, lang: str) -> dict[str, Any]:
    names = view.names
    game = view.game
    return {
        # The game's own fields first: the house's, below, are never overwritten.
        **game.state_fields(view.state, view.options),
        "id": view.id,
        "seq": view.seq,
        "totals": list(view.totals),
        "standings": [
            {
                **st.fields,
                "seat": st.seat,
                "name": names[st.seat],
                "total": st.total,
                "rank": st.rank,
                "eliminated": st.out,
            }
            for st in view.standings
        ],
        "prompt": prompt_json(view.prompt, lang, names),
        "finished": view.outcome is not None,
        "winners": list(view.outcome.winners) if view.outcome else [],
        "dealer": game.dealer(view.state),
        "start_totals": view.table.start_totals,
        "outcome": view.outcome.text.render(lang, names) if view.outcome else None,
        "notes": [
            {"text": note.text.render(lang, names), "rules": list(note.rules)}
            for note in view.notes
        ],
        "at_stake": at_stake_json(view, lang),
    }


def at_stake_json(view: TableView, lang: str) -> list[dict[str, Any]]:
    """What is at stake now (the game's :meth:`stakes`), in ``lang``."""
    if view.outcome is not None:
        return []
    names = view.names
    return [
        {
            "seat": stake.seat,
            "text": stake.text.render(lang, names),
            "rules": list(stake.rules),
            "outcomes": [
                {
                    "text": o.text.render(lang, names),
                    "scores": list(o.scores),
                    "rules": list(o.rules),
                    "moves": [dict(m) for m in o.moves],
                }
                for o in stake.outcomes
            ],
        }
        for stake in view.at_stake
    ]


def options_json(view: TableView, lang: str) -> list[dict[str, Any]]:
    chosen = view.options.model_dump(mode="json")
    out = []
    for spec in view.game.option_specs:
        value = chosen[spec.key]
        label = next((c.label.get(lang) for c in spec.choices if c.value == value), None)
        out.append(
            {
                "key": spec.key,
                "value": value,
                "value_label": label,
                "default": spec.default,
                "label": spec.label.get(lang),
                "description": spec.description.get(lang),
                "rules": list(spec.rules),
            }
        )
    return out


def table_json(
    view: TableView,
    lang: str,
    hands: list[LogEntry],
    you: dict[str, Any] | None = None,
) -> dict[str, Any]:
    names = view.names
    body = summary_json(view, lang)
    body.update(
        {
            "game": view.game.id,
            "game_name": view.game.name.get(lang),
            "room_code": None,
            "options": view.options.model_dump(mode="json"),
            "option_details": options_json(view, lang),
            "house_rules": [
                d.json(lang)
                for d in differences(view.game, view.options, switches=view.table.switches or [])
            ],
            "house_rules_text": house_rules_text(
                view.game, view.options, view.table.switches or []
            ).get(lang),
            "preset": preset.id if (preset := preset_of(view.game, view.options)) else None,
            "seats": [
                {"number": i, "name": name, "total": view.totals[i]} for i, name in enumerate(names)
            ],
            "hands": [
                {
                    "seq": entry.seq,
                    "status": entry.status,
                    **(hand_json(entry.hand, lang, names) or {}),
                    "lines": [line_json(line, lang, names) for line in entry.lines],
                }
                for entry in hands
            ],
            "you": you,
            "stake": view.table.stake,
        }
    )
    return body


def game_json(game: Game[Any, Any], lang: str) -> dict[str, Any]:
    return {
        "id": game.id,
        "name": game.name.get(lang),
        "summary": game.summary.get(lang),
        "players": {"min": game.min_players, "max": game.max_players},
        "options": [
            {
                "key": spec.key,
                "kind": spec.kind,
                "label": spec.label.get(lang),
                "description": spec.description.get(lang),
                "default": spec.default,
                "choices": [{"value": c.value, "label": c.label.get(lang)} for c in spec.choices],
                "minimum": spec.minimum,
                "maximum": spec.maximum,
                "rules": list(spec.rules),
            }
            for spec in game.option_specs
        ],
        "options_schema": model_schema(game.options_model),
        "moves": [
            {
                "type": spec.type,
                "label": spec.label.get(lang),
                "description": spec.description.get(lang),
                "rules": list(spec.rules),
            }
            for spec in game.move_specs
        ],
        "move_schema": adapter_schema(game.move_adapter),
        "checks": [check_json(game, row, lang) for row in game.checks.rows],
        "presets": [
            {
                "id": preset.id,
                "name": preset.name.get(lang),
                "description": preset.description.get(lang),
                "options": dict(preset.options),
                "rules": list(preset.rules),
            }
            for preset in game.presets
        ],
        "state_fields": {key: text.get(lang) for key, text in game.state_docs.items()},
        "standing_fields": {key: text.get(lang) for key, text in game.standing_docs.items()},
        "irregularities": [
            {"code": i.code, "label": i.label.get(lang), "rule": i.rule}
            for i in game.irregularities
        ],
        "tallies": [tally_json(spec, lang) for spec in game.tallies.specs],
    }


def tally_json(spec: Tally, lang: str) -> dict[str, Any]:
    """A game's tally as the catalogue and a table's statistics list it."""
    return {
        "id": spec.id,
        "label": spec.label.get(lang),
        "description": spec.description.get(lang),
        "rules": list(spec.rules),
    }


def check_json(game: Game[Any, Any], row: CheckType[Any], lang: str) -> dict[str, Any]:
    """A referee check as the catalogue lists it: what it answers, where, and how to ask."""
    spec = row.spec
    return {
        "name": spec.name,
        "label": spec.label.get(lang),
        "description": spec.description.get(lang),
        "rules": list(spec.rules),
        "url": f"/api/v1/games/{game.id}/checks/{spec.name}",
        "page": f"/games/{game.id}/check#check-{spec.name}",
        "example": dict(spec.example),
        "body_schema": model_schema(row.body),
        "answer_schema": model_schema(row.answer, mode="serialization"),
    }


def games_json(lang: str) -> list[dict[str, Any]]:
    return [game_json(game, lang) for game in GAMES.values()]


def rule_json(rule: Rule, lang: str) -> dict[str, Any]:
    return {
        "id": rule.id,
        "game": rule.game,
        "title": rule.title.get(lang),
        "summary": rule.summary.get(lang),
        "digest_en": rule.digest,
        "source_it": rule.source_it,
        "source": rule.source,
        "ambiguity": rule.ambiguity,
        "url": f"/rules/{rule.id}",
    }
