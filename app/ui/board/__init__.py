"""The board: a to-scale scene of the table, in inches."""
