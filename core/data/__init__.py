"""Reading rules data: safe YAML, file models, overlays, compiling, rulesets, positions."""
