"""Benchmarks for Referee (not tests: they measure and print, they never assert timings)."""
