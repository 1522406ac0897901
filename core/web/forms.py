"""What the web app reads from a request: the whole numbers of a form's fields, refused in the words of
the form, and the languages a browser asks for."""

from __future__ import annotations

import re

from starlette.datastructures import FormData

from ..errors import Phrase, UserError, Verbatim


def _named(field: str) -> Phrase | Verbatim:
    # the fields a person fills in are named as the form names them; the hidden ones as they are
    return {"players": Phrase("Players"), "people": Phrase("People")}.get(field, Verbatim(field))


def whole(value: object, default: int, field: str) -> int:
    """A whole number from a form field (``default`` when it is empty)."""
    text = str(value or "").strip()
    if not text:
        return default
    if not re.fullmatch(r"-?[0-9]{1,6}", text):
        raise UserError("the field {field} takes a whole number, not {value}", field=_named(field),
                        value=Verbatim(repr(text[:40])))
    return int(text)


def required(form: FormData, field: str) -> int:
    """The whole number a page's form always sends in ``field``; refused naming it when it is missing,
    empty or a file (whose Python name no one should be shown)."""
    value = form.get(field)
    if not isinstance(value, str) or not value.strip():
        raise UserError("the form sent has no field {field}, or it is not text", field=_named(field))
    return whole(value, -1, field)


def preferred(header: str) -> list[str]:
    """The languages of an Accept-Language header, most wanted first (ties keep their order)."""
    weighted = []
    for position, part in enumerate(header.split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                continue
        if tag and tag != "*" and weight > 0:
            weighted.append((-weight, position, tag.strip().replace("-", "_")))
    return [tag for _, _, tag in sorted(weighted)]
