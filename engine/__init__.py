"""The rules of every game: pure, synchronous, no Discord, no database, no images."""
