"""JSON Schemas of pydantic models in the standard's words, for the catalogue and the API.

Pydantic writes a bound it cannot attach to a plain integer schema (``Annotated[int,
BeforeValidator(...), Field(ge=0)]``, the engines' ``JsonInt``) as its own keyword, ``"ge":
0``, which no validator or generated client knows; this generator writes ``minimum``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, TypeAdapter
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue

#: Pydantic's names for numeric bounds, and JSON Schema's.
BOUNDS = {"ge": "minimum", "le": "maximum", "gt": "exclusiveMinimum", "lt": "exclusiveMaximum"}


class StandardBounds(GenerateJsonSchema):
    def generate_inner(self, schema: Any) -> JsonSchemaValue:
        json_schema = super().generate_inner(schema)
        metadata = schema.get("metadata") if isinstance(schema, dict) else None
        updates = (metadata or {}).get("pydantic_js_updates") or {}
        for raw, standard in BOUNDS.items():
            if raw in updates and raw in json_schema:
                json_schema[standard] = json_schema.pop(raw)
        return json_schema


def model_schema(
    model: type[BaseModel], mode: Literal["validation", "serialization"] = "validation"
) -> dict[str, Any]:
    return model.model_json_schema(schema_generator=StandardBounds, mode=mode)


def adapter_schema(adapter: TypeAdapter[Any]) -> dict[str, Any]:
    return adapter.json_schema(schema_generator=StandardBounds)


__all__ = ["BOUNDS", "StandardBounds", "adapter_schema", "model_schema"]
