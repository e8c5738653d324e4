"""Elementwise ops."""
