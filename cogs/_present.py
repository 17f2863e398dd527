"""Moved to `present.base` (presentation knows no Discord); kept while game cogs move over."""

from present.base import ButtonSpec, GenericPresenter, Presenter, PublicMessage, presenter_for, register

__all__ = ["ButtonSpec", "GenericPresenter", "Presenter", "PublicMessage", "presenter_for", "register"]
