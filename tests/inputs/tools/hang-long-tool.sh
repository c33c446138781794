#!/bin/sh
# An opt tool that never finishes, outliving a worker killed for taking too
# long (IsolationTest: its process must not survive the worker).
exec sleep 601
