"""Forwards to Bazel's native Java rules (offline stand-in for rules_java)."""

def java_binary(**kwargs):
    native.java_binary(**kwargs)

def java_library(**kwargs):
    native.java_library(**kwargs)

def java_import(**kwargs):
    native.java_import(**kwargs)

def java_toolchain(**kwargs):
    native.java_toolchain(**kwargs)
