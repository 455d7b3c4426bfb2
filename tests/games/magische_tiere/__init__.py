"""Tests of one game (a package, so test files of different games may share a name)."""
