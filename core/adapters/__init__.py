"""Agent APIs: any regla ruleset as an OpenSpiel game or a PettingZoo environment (optional extras)."""
