"""The web app (``regla serve``): tables of people and bots, each person at a private seat link."""
