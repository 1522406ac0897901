"""The rule reference: built from a ruleset's data, written as text, Markdown or HTML."""
