"""Writing a rule reference :class:`~regla.text.reference.build.Document` as plain text, Markdown or one HTML page.

The document's strings are ready for their format (escaped and ``<bdi>``-isolated for HTML, isolated with
U+2068/U+2069 for right-to-left text), so the writers only lay them out. HTML is one self-contained page:
inline CSS, no scripts, no external resources, ``lang`` and ``dir`` on the root, a table of contents.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator

from .document import Document, Entry, Paragraph, Part, Section, Table

_INVISIBLE = {"\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f"}


def width(text: str) -> int:
    """Columns ``text`` takes in a terminal: wide characters count 2, marks and isolates 0."""
    return sum(0 if ch in _INVISIBLE or unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def numbered(doc: Document) -> Iterator[tuple[str, Section]]:
    """Each section with its number (``3``, ``3.1`` ...)."""
    counters = [0, 0, 0]
    for section in doc.sections:
        level = section.level - 1
        counters[level] += 1
        counters[level + 1:] = [0] * (2 - level)
        yield ".".join(str(n) for n in counters[:level + 1] if n), section


def _runs(parts: list[Part]) -> Iterator[list[Part]]:
    """Parts grouped so that consecutive items (or steps) form one list."""
    run: list[Part] = []
    for part in parts:
        if run and not (isinstance(part, Paragraph) and isinstance(run[0], Paragraph)
                        and part.style == run[0].style and part.style in ("item", "step")):
            yield run
            run = []
        run.append(part)
    if run:
        yield run


# -- plain text -------------------------------------------------------------------------------------
def _text_table(table: Table) -> list[str]:
    rows = [table.headers, *table.rows]
    widths = [max(width(row[i]) for row in rows) for i in range(len(table.headers))]

    def line(row: list[str]) -> str:
        return ("  " + " | ".join(cell + " " * (w - width(cell)) for cell, w in zip(row, widths, strict=True))).rstrip()

    out = [f"  {table.caption}"] if table.caption else []
    out += [line(table.headers), "  " + "-+-".join("-" * w for w in widths), *map(line, table.rows)]
    return out + [f"  {note}" for note in table.notes]


def to_text(doc: Document) -> str:
    out = [doc.title, "=" * width(doc.title), "", doc.contents_label]
    out += [f"{'  ' * s.level}{n}. {s.title}" for n, s in numbered(doc)]
    for number, section in numbered(doc):
        heading = f"{number}. {section.title}"
        out += ["", "", heading, ("-" if section.level == 1 else "~") * width(heading)]
        for run in _runs(section.parts):
            out.append("")
            for i, part in enumerate(run, 1):
                if isinstance(part, Table):
                    out += _text_table(part)
                elif isinstance(part, Entry):
                    out += [f"* {part.title}  [{part.id}]", *(f"    {line}" for line in part.lines),
                            *(f"    > {note}" for note in part.notes)]
                elif part.style == "item":
                    out.append(f"  - {part.text}")
                elif part.style == "step":
                    out.append(f"  {i}. {part.text}")
                elif part.style == "note":
                    out.append(f"  > {part.text}")
                else:
                    out.append(part.text)
    return "\n".join(out) + "\n"


# -- Markdown ---------------------------------------------------------------------------------------
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#])")


def _md(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", text)


def to_markdown(doc: Document) -> str:
    out = [f"# {_md(doc.title)}", "", f"## {_md(doc.contents_label)}", ""]
    out += [f"{'  ' * (s.level - 1)}- [{n}. {_md(s.title)}](#{s.id})" for n, s in numbered(doc)]
    for number, section in numbered(doc):
        out += ["", f'<a id="{section.id}"></a>', "", f"{'#' * (section.level + 1)} {number}. {_md(section.title)}"]
        for run in _runs(section.parts):
            out.append("")
            for i, part in enumerate(run, 1):
                if isinstance(part, Table):
                    out += [f"**{_md(part.caption)}**", ""] if part.caption else []
                    out += ["| " + " | ".join(map(_md, part.headers)) + " |",
                            "|" + "---|" * len(part.headers),
                            *("| " + " | ".join(map(_md, row)) + " |" for row in part.rows)]
                    out += [line for note in part.notes for line in ("", f"*{_md(note)}*")]
                elif isinstance(part, Entry):
                    out += [f"{'#' * min(section.level + 2, 6)} {_md(part.title)} `{part.id}`", ""]
                    out += [f"- {_md(line)}" for line in part.lines]
                    out += [line for note in part.notes for line in ("", f"> {_md(note)}")]
                elif part.style == "item":
                    out.append(f"- {_md(part.text)}")
                elif part.style == "step":
                    out.append(f"{i}. {_md(part.text)}")
                elif part.style == "note":
                    out.append(f"> {_md(part.text)}")
                else:
                    out.append(_md(part.text))
    return "\n".join(out).rstrip("\n") + "\n"


# -- HTML -------------------------------------------------------------------------------------------
_CSS = """
body{font:16px/1.55 system-ui,"Noto Sans","Noto Sans Hebrew","Noto Sans CJK KR",sans-serif;margin:0;color:#1d1d1f;
background:#fbfaf7;word-break:keep-all;overflow-wrap:anywhere}
header,nav,main{max-width:52rem;margin-inline:auto;padding-inline:1.25rem}
h1{font-size:2rem;margin-block:1.5rem .5rem}
h2{border-block-end:2px solid #b33a2b;padding-block-end:.2rem;margin-block-start:2.2rem}
nav ol{list-style:none;padding-inline-start:0}nav a{color:#8a2c20;text-decoration:none}
nav li.level-2{margin-inline-start:1.5rem}nav li.level-3{margin-inline-start:3rem}
p.note{border-inline-start:4px solid #d9b44a;padding-inline-start:.8rem;color:#4a4a4a}
table{border-collapse:collapse;margin-block:.8rem;min-width:60%}
caption{font-weight:600;text-align:start;padding-block:.3rem}
th,td{border:1px solid #c9c3b6;padding:.25rem .6rem;text-align:start;vertical-align:top}
th{background:#efe8da}
p.table-note{font-size:.9rem;color:#4a4a4a;margin-block-start:0}
article.entry{border:1px solid #ddd5c4;border-radius:6px;background:#fff;padding:.2rem 1rem .6rem;margin-block:.8rem}
article.entry h4,article.entry h5,article.entry h6{font-size:1rem;margin-block:.6rem .3rem}
article.entry ul{margin-block:.2rem;padding-inline-start:1.2rem}
article.entry p{margin-block:.3rem;font-size:.95rem;color:#4a4a4a}
code.id{font-size:.75rem;color:#777;margin-inline-start:.5rem}
"""


def _html_runs(section: Section) -> list[str]:
    h = f"h{min(section.level + 3, 6)}"
    out: list[str] = []
    for run in _runs(section.parts):
        first = run[0]
        if isinstance(first, Paragraph) and first.style in ("item", "step"):
            kind = "ul" if first.style == "item" else "ol"
            items = "".join(f"<li>{p.text}</li>" for p in run if isinstance(p, Paragraph))
            out.append(f"<{kind}>{items}</{kind}>")
            continue
        for part in run:
            if isinstance(part, Table):
                caption = f"<caption>{part.caption}</caption>" if part.caption else ""
                head = "".join(f"<th scope=\"col\">{h}</th>" for h in part.headers)
                body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in part.rows)
                out.append(f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
                out += [f'<p class="table-note">{note}</p>' for note in part.notes]
            elif isinstance(part, Entry):
                lines = "".join(f"<li>{line}</li>" for line in part.lines)
                notes = "".join(f"<p>{note}</p>" for note in part.notes)
                out.append(f'<article class="entry" id="item-{part.id}"><{h}>{part.title}'
                           f'<code class="id">{part.id}</code></{h}><ul>{lines}</ul>{notes}</article>')
            elif isinstance(part, Paragraph):
                out.append(f'<p class="note">{part.text}</p>' if part.style == "note" else f"<p>{part.text}</p>")
    return out


def to_html(doc: Document) -> str:
    lang = doc.locale.replace("_", "-")
    title = re.sub(r"<[^>]*>", "", doc.title)
    toc: list[str] = []
    body: list[str] = []
    for number, section in numbered(doc):
        toc.append(f'<li class="level-{section.level}"><a href="#{section.id}">{number}. {section.title}</a></li>')
        h = f"h{section.level + 1}"
        body.append(f'<section id="{section.id}"><{h}>{number}. {section.title}</{h}>')
        body += _html_runs(section)
        body.append("</section>")
    return "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{lang}" dir="{doc.direction}">',
        "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{title}</title>", f"<style>{_CSS}</style>", "</head>",
        "<body>", f"<header><h1>{doc.title}</h1></header>",
        f'<nav aria-labelledby="contents"><h2 id="contents">{doc.contents_label}</h2><ol>{"".join(toc)}</ol></nav>',
        "<main>", *body, "</main>", "</body>", "</html>", ""])


WRITERS: dict[str, Callable[[Document], str]] = {"text": to_text, "md": to_markdown, "html": to_html}
