#!/bin/sh
# An opt tool that crashes.
kill -SEGV $$
