"""The laws of the game as pure functions (no Qt, no I/O).

Every module cites the rule IDs of ``shared/design/rules.md`` that it implements.
"""
