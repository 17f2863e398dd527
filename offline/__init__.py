"""Run the real discord.py bot with no network: an in-memory Discord, a driver and a console."""

from offline.clock import FakeClock
from offline.driver import Driver, InteractionResult, OfflineUsageError
from offline.fake_discord import FakeChannel, FakeMessage, FakeUser, World
from offline.server import OfflineRouteError
from offline.slash import SlashSyntaxError

__all__ = [
    "Driver",
    "FakeChannel",
    "FakeClock",
    "FakeMessage",
    "FakeUser",
    "InteractionResult",
    "OfflineRouteError",
    "OfflineUsageError",
    "SlashSyntaxError",
    "World",
]
