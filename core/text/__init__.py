"""Words: catalogues and formatting, card texts, names, the rule reference."""
