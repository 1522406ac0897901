"""El Grande's blocks and expressions written ahead of time.

Written by ``python -m regla_plugins.ahead`` from the game's data: do not edit.
"""

from typing import Any

FACTORIES: dict[str, Any] = {}


def _86cf9ce49fecb57214c4f9f9b52fa00e(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 16: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a0_src
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['86cf9ce49fecb57214c4f9f9b52fa00e'] = _86cf9ce49fecb57214c4f9f9b52fa00e


def _fdd2ee875e64e34d77967d7321643aa7(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_count = namespace['_a0_count']
    _a0_dst = namespace['_a0_dst']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 65: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a0_src
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a0_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['fdd2ee875e64e34d77967d7321643aa7'] = _fdd2ee875e64e34d77967d7321643aa7


def _6b037c105e8df134d87805dd31d20abb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 110: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['6b037c105e8df134d87805dd31d20abb'] = _6b037c105e8df134d87805dd31d20abb


def _b3b47bee2c1a1cb370d011e5fcc692af(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 136: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                src = _a0_src
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b3b47bee2c1a1cb370d011e5fcc692af'] = _b3b47bee2c1a1cb370d011e5fcc692af


def _c0ff4cb4fc0fab47c30adf8c0dca0b8b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 184: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                src = _a0_src
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                dst = (v_disc[v_p])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c0ff4cb4fc0fab47c30adf8c0dca0b8b'] = _c0ff4cb4fc0fab47c30adf8c0dca0b8b


def _9369a9b536c2f6519a6dafc4346fb8d6(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 234: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                src = (v_disc[v_p])
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['9369a9b536c2f6519a6dafc4346fb8d6'] = _9369a9b536c2f6519a6dafc4346fb8d6


def _f6ea6d47dcbb60ac7e30b53b3082bcc6(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_count = namespace['_a0_count']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 285: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                src = (v_disc[v_p])
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a0_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f6ea6d47dcbb60ac7e30b53b3082bcc6'] = _f6ea6d47dcbb60ac7e30b53b3082bcc6


def _04af11194d55cd9d9e449f50a5740932(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 335: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_expelled = (stack[-3]['l']['expelled'] if 'expelled' in stack[-3]['l'] else vm.vars['expelled'])
                src = (v_expelled)
                dst = _a0_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['04af11194d55cd9d9e449f50a5740932'] = _04af11194d55cd9d9e449f50a5740932


def _122835c25078f945a8a7a9e9fc0974fc(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _shift = namespace['_shift']
    _AT = {line + 383: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                v_p = stack[-2]['l']['p']
                p = (v_p)
                v_expelled = (stack[-3]['l']['expelled'] if 'expelled' in stack[-3]['l'] else vm.vars['expelled'])
                src = (v_expelled)
                v_disc = (stack[-3]['l']['disc'] if 'disc' in stack[-3]['l'] else vm.vars['disc'])
                v_p = stack[-2]['l']['p']
                dst = (v_disc[v_p])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = have
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['122835c25078f945a8a7a9e9fc0974fc'] = _122835c25078f945a8a7a9e9fc0974fc


def _f5961f3791c5cc30842b992d44c97821(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_block = namespace['_a0_block']
    _too_deep = namespace['_too_deep']
    _AT = {line + 437: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f5961f3791c5cc30842b992d44c97821'] = _f5961f3791c5cc30842b992d44c97821


def _eee61e2cc40c963d66d5d6e110f98dac(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 484: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['eee61e2cc40c963d66d5d6e110f98dac'] = _eee61e2cc40c963d66d5d6e110f98dac


def _84f5b2eaddbd4dd0b2d9b682585b7a94(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 535: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['need'] = _a0_w_1
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['84f5b2eaddbd4dd0b2d9b682585b7a94'] = _84f5b2eaddbd4dd0b2d9b682585b7a94


def _59ac81223cf7033aaf1cc2604fe5434c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _eq = namespace['_eq']
    _fn_locked = namespace['_fn_locked']
    _AT = {line + 583: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'card:expulsion/35/36' if (v_disc[v_p] is None or _eq(vm, v_disc[v_p], stack[-2]['l']['expelled'] if 'expelled' in stack[-2]['l'] else vm.vars['expelled']) or _fn_locked(vm, v_disc[v_p])) else 'card:expulsion/35/37'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['59ac81223cf7033aaf1cc2604fe5434c'] = _59ac81223cf7033aaf1cc2604fe5434c


def _aa671888ec4494e7361841683801c4f1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 625: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'card:secret-return-all/33/34' if (v_disc[v_p] is not None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['aa671888ec4494e7361841683801c4f1'] = _aa671888ec4494e7361841683801c4f1


def _748c9f46eead29ff734e401819fb941a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 667: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'card:secret-return-two/31/32' if (v_disc[v_p] is not None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['748c9f46eead29ff734e401819fb941a'] = _748c9f46eead29ff734e401819fb941a


def _3125dfe766c75c30ca1a8f6c8b0b9077(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_locked = namespace['_fn_locked']
    _AT = {line + 710: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_disc = (stack[-2]['l']['disc'] if 'disc' in stack[-2]['l'] else vm.vars['disc'])
                    v_p = frame['l']['p']
                    block = 'general-scoring/14/15' if (v_disc[v_p] is None or _fn_locked(vm, v_disc[v_p])) else 'general-scoring/14/16'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3125dfe766c75c30ca1a8f6c8b0b9077'] = _3125dfe766c75c30ca1a8f6c8b0b9077


def _145a0a2e424e963dfe48a834906a9f9d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_holders = namespace['_fn_holders']
    _in = namespace['_in']
    _AT = {line + 754: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_vetoed = stack[-2]['l']['vetoed']
                    block = 'veto-round/20/21' if (not v_vetoed and _in(vm, frame['l']['p'], _fn_holders(vm, 'veto'))) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['145a0a2e424e963dfe48a834906a9f9d'] = _145a0a2e424e963dfe48a834906a9f9d


def _bdae93d735ed3a9c20dd4249a8ee494b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_count = namespace['_fn_count']
    _owned = namespace['_owned']
    _p_list = namespace['_p_list']
    _p_min = namespace['_p_min']
    _p_range = namespace['_p_range']
    _storable = namespace['_storable']
    _AT = {line + 801: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    stack[-2]['l']['want'] = value
                else:
                    v_me = stack[-2]['l']['me']
                    v_need = stack[-2]['l']['need']
                    opts = _storable(list((_p_list(vm, _p_range(vm, _p_min(vm, v_need, _fn_count(vm, 'province', v_me)), -1, -1)))), vm)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        stack[-2]['l']['want'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bdae93d735ed3a9c20dd4249a8ee494b'] = _bdae93d735ed3a9c20dd4249a8ee494b


def _40df8d7ce5bf874c1670cde320194c44(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _AT = {line + 857: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    stack[-4]['l']['use'] = value
                else:
                    opts = list((['veto']))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        stack[-4]['l']['use'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_p = stack[-3]['l']['p']
                        player = (v_p)
                        v_actor = stack[-4]['l']['actor']
                        c0 = (v_actor)
                        for _f in _reversed(stack):
                            _d = _f['l']
                            if 'card' in _d:
                                v_card = _d['card']
                                break
                        else:
                            v_card = vm.vars['card']
                        c1 = (v_card)
                        context = {'actor': c0, 'card': c1}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        if type(context['actor']) not in _SCALARS:
                            context['actor'] = _owned(context['actor'], vm)
                        if type(context['card']) not in _SCALARS:
                            context['card'] = _owned(context['card'], vm)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['40df8d7ce5bf874c1670cde320194c44'] = _40df8d7ce5bf874c1670cde320194c44


def _cbed10d7934c8902bd2e021c78679fb2(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _AT = {line + 926: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    stack[-4]['l']['use'] = value
                else:
                    opts = list((['veto']))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        stack[-4]['l']['use'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_p = stack[-3]['l']['p']
                        player = (v_p)
                        v_actor = stack[-4]['l']['actor']
                        c0 = (v_actor)
                        v_against = stack[-4]['l']['against']
                        c1 = (v_against)
                        for _f in _reversed(stack):
                            _d = _f['l']
                            if 'card' in _d:
                                v_card = _d['card']
                                break
                        else:
                            v_card = vm.vars['card']
                        c2 = (v_card)
                        context = {'actor': c0, 'against': c1, 'card': c2}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        if type(context['actor']) not in _SCALARS:
                            context['actor'] = _owned(context['actor'], vm)
                        if type(context['against']) not in _SCALARS:
                            context['against'] = _owned(context['against'], vm)
                        if type(context['card']) not in _SCALARS:
                            context['card'] = _owned(context['card'], vm)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['cbed10d7934c8902bd2e021c78679fb2'] = _cbed10d7934c8902bd2e021c78679fb2


def _1add5ac2d073ace798e787f6d53c963d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_opponents = namespace['_fn_opponents']
    _storable = namespace['_storable']
    _AT = {line + 1000: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                s = frame["s"]
                if s is None:
                    v_me = frame['l']['me']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_opponents(vm, v_me))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:king-is-angry/29', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:king-is-angry/29'](vm, body)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1add5ac2d073ace798e787f6d53c963d'] = _1add5ac2d073ace798e787f6d53c963d


def _31a05d2bc1ab04c33bfaaf9eda5bf609(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _r0 = namespace['_r0']
    _AT = {line + 1047: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['31a05d2bc1ab04c33bfaaf9eda5bf609'] = _31a05d2bc1ab04c33bfaaf9eda5bf609


def _bfc06d4a28422582b348f57489653107(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _r0 = namespace['_r0']
    _AT = {line + 1083: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bfc06d4a28422582b348f57489653107'] = _bfc06d4a28422582b348f57489653107


def _9bbca11e9d0148614d2d78a757e07d70(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _dispose = namespace['_dispose']
    _fn_option = namespace['_fn_option']
    _AT = {line + 1117: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_card = (stack[-2]['l']['card'] if 'card' in stack[-2]['l'] else vm.vars['card'])
                card = (v_card)
                _dispose(vm, card, (_fn_option(vm, 'used_cards')))
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['9bbca11e9d0148614d2d78a757e07d70'] = _9bbca11e9d0148614d2d78a757e07d70


def _89541d05afa7b7b1ecf67254b1b791d8(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a0_player = namespace['_a0_player']
    _owned = namespace['_owned']
    _AT = {line + 1148: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'regained' in _d or 'regained' not in vm.vars:
                        _d['regained'] = value
                    else:
                        vm.vars['regained'] = value
                    frame.setdefault("hid", []).append([0, _a0_player(vm)])
                else:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    opts = list((_V['spent'][v_me]))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'regained' in _d or 'regained' not in vm.vars:
                            _d['regained'] = value
                        else:
                            vm.vars['regained'] = value
                        frame.setdefault("hid", []).append([0, _a0_player(vm)])
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context, "private": True}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                player = (v_me)
                v_regained = (frame['l']['regained'] if 'regained' in frame['l'] else vm.vars['regained'])
                item = (v_regained)
                held = vm.vars['spent'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['hand'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'spent' in private or 'hand' in private:
                        event = {'event': 'item', 'player': player, 'from': 'spent', 'to': 'hand'}
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                player = (v_me)
                v_regained = (frame['l']['regained'] if 'regained' in frame['l'] else vm.vars['regained'])
                item = (v_regained)
                held = vm.vars['spent'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['hand'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'spent' in private or 'hand' in private:
                        event = {'event': 'item', 'player': player, 'from': 'spent', 'to': 'hand'}
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['89541d05afa7b7b1ecf67254b1b791d8'] = _89541d05afa7b7b1ecf67254b1b791d8


def _24396f6dc0966854d504601441fd9b30(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _a1 = namespace['_a1']
    _r0 = namespace['_r0']
    _r1 = namespace['_r1']
    _AT = {line + 1250: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['24396f6dc0966854d504601441fd9b30'] = _24396f6dc0966854d504601441fd9b30


def _ee99bb18d2a71cbb154dbfb8c629f45d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1318: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    for _f in _reversed(stack):
                        _d = _f['l']
                        if 'actor' in _d:
                            v_actor = _d['actor']
                            break
                    else:
                        v_actor = vm.vars['actor']
                    value = (v_actor)
                    local['actor'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['against'] = _a0_w_1
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'vetoed'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('vetoed')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'vetoed' in _d:
                        _d['vetoed'] = value
                        break
                else:
                    if 'vetoed' in vm.vars:
                        vm.vars['vetoed'] = value
                    else:
                        stack[-1]['l']['vetoed'] = value
                frame["s"] = None
                if frame["s"] is None:
                    for _f in _reversed(stack):
                        _d = _f['l']
                        if 'vetoed' in _d:
                            v_vetoed = _d['vetoed']
                            break
                    else:
                        v_vetoed = vm.vars['vetoed']
                    block = 'veto-guard/19' if (v_vetoed) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    for _f in _reversed(stack):
                        _d = _f['l']
                        if 'vetoed' in _d:
                            v_vetoed = _d['vetoed']
                            break
                    else:
                        v_vetoed = vm.vars['vetoed']
                    block = 'veto-guard/19' if (v_vetoed) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ee99bb18d2a71cbb154dbfb8c629f45d'] = _ee99bb18d2a71cbb154dbfb8c629f45d


def _c0b5589577b56ec1fa76d44655e34b66(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1433: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-empty-court/27', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-empty-court/27'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-empty-court/27', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-empty-court/27'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c0b5589577b56ec1fa76d44655e34b66'] = _c0b5589577b56ec1fa76d44655e34b66


def _3a5bc42b38f0f7f09b42d621188a0138(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1538: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-return-three-court/28', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-return-three-court/28'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:opponents-return-three-court/28', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:opponents-return-three-court/28'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3a5bc42b38f0f7f09b42d621188a0138'] = _3a5bc42b38f0f7f09b42d621188a0138


def _66bfa9d8346760e32a7a61c088a8e2f8(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1635: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_against = stack[-3]['l']['against']
                    block = 'veto-round/20/21/22' if (v_against is None) else 'veto-round/20/21/23'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 0
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_use = stack[-3]['l']['use']
                    block = 'veto-round/20/21/24' if (v_use == 'veto') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_use = stack[-3]['l']['use']
                    block = 'veto-round/20/21/24' if (v_use == 'veto') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['66bfa9d8346760e32a7a61c088a8e2f8'] = _66bfa9d8346760e32a7a61c088a8e2f8


def _bb1cd2dc9f4248f23a679792b8f8ec52(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _r1 = namespace['_r1']
    _AT = {line + 1713: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'chosen' in _d or 'chosen' not in vm.vars:
                        _d['chosen'] = value
                    else:
                        vm.vars['chosen'] = value
                else:
                    opts = list((_add(vm, _fn_areas(vm, 'region'), _fn_areas(vm, 'castillo') if _fn_option(vm, 'castillo_choosable') else [])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'chosen' in _d or 'chosen' not in vm.vars:
                            _d['chosen'] = value
                        else:
                            vm.vars['chosen'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['bb1cd2dc9f4248f23a679792b8f8ec52'] = _bb1cd2dc9f4248f23a679792b8f8ec52


def _d75dd0078dbb8f6e233ea16037544c67(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _AT = {line + 1797: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'way' in _d or 'way' not in vm.vars:
                        _d['way'] = value
                    else:
                        vm.vars['way'] = value
                else:
                    opts = list((['withdraw', 'reinforce']))
                    if not opts:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'way' in _d or 'way' not in vm.vars:
                            _d['way'] = value
                        else:
                            vm.vars['way'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_way = (frame['l']['way'] if 'way' in frame['l'] else vm.vars['way'])
                    block = 'card:withdraw-or-reinforce/25' if (v_way == 'withdraw') else 'card:withdraw-or-reinforce/26'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_way = (frame['l']['way'] if 'way' in frame['l'] else vm.vars['way'])
                    block = 'card:withdraw-or-reinforce/25' if (v_way == 'withdraw') else 'card:withdraw-or-reinforce/26'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d75dd0078dbb8f6e233ea16037544c67'] = _d75dd0078dbb8f6e233ea16037544c67


def _8ccd3846452ff0d53722a053c77b2912(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_opponents = namespace['_fn_opponents']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _AT = {line + 1893: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                _V = vm.vars
                value = (_V['players'] if _fn_option(vm, 'return_one_includes_self') else _fn_opponents(vm, frame['l']['me']))
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'card:return-one-each/30', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:return-one-each/30'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'card:return-one-each/30', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:return-one-each/30'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8ccd3846452ff0d53722a053c77b2912'] = _8ccd3846452ff0d53722a053c77b2912


def _c394b055950f23cb932c3b433f93eae4(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _a0_1 = namespace['_a0_1']
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1964: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['vetoed'] = _a0_0
                local['use'] = _a0_1
                s = frame["s"]
                if s is None:
                    v_actor = frame['l']['actor']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _fn_holders(vm, 'veto'), [v_actor]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'veto-round/20', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['veto-round/20'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_actor = frame['l']['actor']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _fn_holders(vm, 'veto'), [v_actor]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'veto-round/20', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['veto-round/20'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c394b055950f23cb932c3b433f93eae4'] = _c394b055950f23cb932c3b433f93eae4


def _ce5e9581e67b82a1ba56c7457c8f9849(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _AT = {line + 2041: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_who = frame['l']['who']
                value = (v_who)
                local['order'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'opponent-order/17' if (_p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_me])) > 0 and _p_len(vm, frame['l']['who']) > 1) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'opponent-order/17' if (_p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_me])) > 0 and _p_len(vm, frame['l']['who']) > 1) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ce5e9581e67b82a1ba56c7457c8f9849'] = _ce5e9581e67b82a1ba56c7457c8f9849


def _0c1ca5cbfbe10e475053d5de4bcbbc10(namespace: Any) -> Any:
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2105: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-3]['l']['acted'] = value
                if frame["s"] is None:
                    frame["s"] = {}
                    v_card = (stack[-3]['l']['card'] if 'card' in stack[-3]['l'] else vm.vars['card'])
                    card = (v_card)
                    v_me = stack[-3]['l']['me']
                    me = (v_me)
                    if type(me) not in _SCALARS:
                        me = _owned(me, vm)
                    if type(card) not in _SCALARS:
                        card = _owned(card, vm)
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append({"b": f"card:{card}", "pc": 0, "l": {"me": me, "card": card}, "s": None, "g": 1, "gr": 1, "stat": card, "n": 1})
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    v_card = (stack[-3]['l']['card'] if 'card' in stack[-3]['l'] else vm.vars['card'])
                    card = (v_card)
                    v_me = stack[-3]['l']['me']
                    me = (v_me)
                    if type(me) not in _SCALARS:
                        me = _owned(me, vm)
                    if type(card) not in _SCALARS:
                        card = _owned(card, vm)
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append({"b": f"card:{card}", "pc": 0, "l": {"me": me, "card": card}, "s": None, "g": 1, "gr": 1, "stat": card, "n": 1})
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0c1ca5cbfbe10e475053d5de4bcbbc10'] = _0c1ca5cbfbe10e475053d5de4bcbbc10


def _7fd8f1c394d33965ac972a085be0e64c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_0 = namespace['_a0_0']
    _a1 = namespace['_a1']
    _r1 = namespace['_r1']
    _AT = {line + 2167: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-3]['l']['placed'] = value
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7fd8f1c394d33965ac972a085be0e64c'] = _7fd8f1c394d33965ac972a085be0e64c


def _697e8ce969d35c1c9cfe012c6bb0c4db(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _fn_values_of = namespace['_fn_values_of']
    _fn_without = namespace['_fn_without']
    _logged = namespace['_logged']
    _owned = namespace['_owned']
    _AT = {line + 2223: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'card' in _d or 'card' not in vm.vars:
                        _d['card'] = value
                    else:
                        vm.vars['card'] = value
                else:
                    _V = vm.vars
                    v_p = frame['l']['p']
                    opts = list((_fn_without(vm, _V['hand'][v_p], _fn_values_of(vm, _V['played']))))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'card' in _d or 'card' not in vm.vars:
                            _d['card'] = value
                        else:
                            vm.vars['card'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_p = frame['l']['p']
                        player = (v_p)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                target = vm.vars['played']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                value = _owned((v_card), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                player = (v_p)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                item = (v_card)
                held = vm.vars['hand'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['spent'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'hand' in private or 'spent' in private:
                        event = {'event': 'item', 'player': player, 'from': 'hand', 'to': 'spent'}
                        event['item'] = _logged(vm, item)
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                target = vm.vars['played']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                value = _owned((v_card), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                player = (v_p)
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                item = (v_card)
                held = vm.vars['hand'][player]
                if item is not None and item in held:
                    held.remove(item)
                    vm.vars['spent'][player].append(item if type(item) in _SCALARS else _owned(item, vm))
                    private = vm.ruleset.game.private_vars
                    if 'hand' in private or 'spent' in private:
                        event = {'event': 'item', 'player': player, 'from': 'hand', 'to': 'spent'}
                        event['item'] = _logged(vm, item)
                        vm.state['log'].append(event)
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['697e8ce969d35c1c9cfe012c6bb0c4db'] = _697e8ce969d35c1c9cfe012c6bb0c4db


def _3b63baf58019e178e24c2593b12fdd75(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_block = namespace['_a1_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2354: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-all/33', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-all/33'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-all/33', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-all/33'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3b63baf58019e178e24c2593b12fdd75'] = _3b63baf58019e178e24c2593b12fdd75


def _a38d8aa4d0134b9f1710d64b93000e3d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_block = namespace['_a1_block']
    _fn_opponents = namespace['_fn_opponents']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2504: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-two/31', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-two/31'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_me = frame['l']['me']
                    local['who'] = _storable((_fn_opponents(vm, v_me)), vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:secret-return-two/31', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:secret-return-two/31'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a38d8aa4d0134b9f1710d64b93000e3d'] = _a38d8aa4d0134b9f1710d64b93000e3d


def _80538a285e9ffef371bc509b41541d71(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a2 = namespace['_a2']
    _fn_option = namespace['_fn_option']
    _owned_items = namespace['_owned_items']
    _r2 = namespace['_r2']
    _too_deep = namespace['_too_deep']
    _AT = {line + 2652: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_option(vm, 'rounds'))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'main/1', "pc": 0, "l": {'r': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['main/1'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_option(vm, 'rounds'))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'main/1', "pc": 0, "l": {'r': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['main/1'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['80538a285e9ffef371bc509b41541d71'] = _80538a285e9ffef371bc509b41541d71


def _20fb9abf81759965c22f51f43de00d44(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _r1 = namespace['_r1']
    _reversed = namespace['_reversed']
    _AT = {line + 2757: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'p' in _d or 'p' not in vm.vars:
                        _d['p'] = value
                    else:
                        vm.vars['p'] = value
                else:
                    v_left = stack[-2]['l']['left']
                    opts = list((v_left))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'p' in _d or 'p' not in vm.vars:
                            _d['p'] = value
                        else:
                            vm.vars['p'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        for _f in _reversed(stack):
                            _d = _f['l']
                            if 'me' in _d:
                                v_me = _d['me']
                                break
                        else:
                            v_me = vm.vars['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                v_left = stack[-2]['l']['left']
                v_p = (frame['l']['p'] if 'p' in frame['l'] else vm.vars['p'])
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                v_left = stack[-2]['l']['left']
                v_p = (frame['l']['p'] if 'p' in frame['l'] else vm.vars['p'])
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['20fb9abf81759965c22f51f43de00d44'] = _20fb9abf81759965c22f51f43de00d44


def _5a40bfdc1b7395a981a4551f429adfc5(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_pick = namespace['_fn_pick']
    _owned = namespace['_owned']
    _AT = {line + 2862: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'step' in _d or 'step' not in vm.vars:
                        _d['step'] = value
                    else:
                        vm.vars['step'] = value
                else:
                    v_acted = stack[-2]['l']['acted']
                    v_placed = stack[-2]['l']['placed']
                    opts = list((_fn_pick(vm, place=not v_placed, special=not v_acted)))
                    opts.append(None)
                    frame["s"] = {}
                    frame["pc"] = 0
                    v_me = stack[-2]['l']['me']
                    player = (v_me)
                    v_card = (stack[-2]['l']['card'] if 'card' in stack[-2]['l'] else vm.vars['card'])
                    c0 = (v_card)
                    context = {'card': c0}
                    if player not in vm.state["players"]:
                        return vm.ask_with(frame, player, _a0_kind, opts, context)
                    if type(context['card']) not in _SCALARS:
                        context['card'] = _owned(context['card'], vm)
                    vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                    frame["s"]["asked"] = 1
                    return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/7' if (v_step is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/8' if (v_step == 'place') else 'turn/6/9'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/7' if (v_step is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_step = (frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])
                    block = 'turn/6/8' if (v_step == 'place') else 'turn/6/9'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5a40bfdc1b7395a981a4551f429adfc5'] = _5a40bfdc1b7395a981a4551f429adfc5


def _cb5734a1e35018f78a5f56fd6afd4e9f(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _a1_kind = namespace['_a1_kind']
    _add = namespace['_add']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 2985: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['p'] = _a0_0
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    frame['l']['p'] = value
                else:
                    v_left = stack[-2]['l']['left']
                    opts = list((v_left))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        frame['l']['p'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = stack[-3]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a1_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a1_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                v_order = stack[-3]['l']['order']
                v_p = frame['l']['p']
                value = (_add(vm, v_order, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['order'] = value
                v_left = stack[-2]['l']['left']
                v_p = frame['l']['p']
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
                return 3
            if pc <= 1:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    frame['l']['p'] = value
                else:
                    v_left = stack[-2]['l']['left']
                    opts = list((v_left))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        frame['l']['p'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = stack[-3]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a1_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a1_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                v_order = stack[-3]['l']['order']
                v_p = frame['l']['p']
                value = (_add(vm, v_order, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['order'] = value
                v_left = stack[-2]['l']['left']
                v_p = frame['l']['p']
                value = (_fn_without(vm, v_left, [v_p]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['cb5734a1e35018f78a5f56fd6afd4e9f'] = _cb5734a1e35018f78a5f56fd6afd4e9f


def _1c04f152ac43c1257a500bc6264a2a70(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_block = namespace['_a1_block']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _reversed = namespace['_reversed']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3101: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = stack[-3]['l']['p']
                    value = (v_p)
                    local['actor'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_actor = stack[-4]['l']['actor']
                    value = (v_actor)
                    local['against'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'vetoed'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('vetoed')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        _d['countered'] = value
                        break
                else:
                    if 'countered' in vm.vars:
                        vm.vars['countered'] = value
                    else:
                        stack[-1]['l']['countered'] = value
                frame["s"] = None
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        v_countered = _d['countered']
                        break
                else:
                    v_countered = vm.vars['countered']
                value = (not v_countered)
                stack[-4]['l']['vetoed'] = value
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = stack[-3]['l']['p']
                    value = (v_p)
                    local['actor'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_actor = stack[-4]['l']['actor']
                    value = (v_actor)
                    local['against'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'vetoed'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('vetoed')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        _d['countered'] = value
                        break
                else:
                    if 'countered' in vm.vars:
                        vm.vars['countered'] = value
                    else:
                        stack[-1]['l']['countered'] = value
                frame["s"] = None
            if pc <= 2:
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'countered' in _d:
                        v_countered = _d['countered']
                        break
                else:
                    v_countered = vm.vars['countered']
                value = (not v_countered)
                stack[-4]['l']['vetoed'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1c04f152ac43c1257a500bc6264a2a70'] = _1c04f152ac43c1257a500bc6264a2a70


def _1e6921f822e6e99e3f346f09e8e308f8(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _add = namespace['_add']
    _fn_option = namespace['_fn_option']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3231: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_r = frame['l']['r']
                value = (v_r)
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['round'] = value
                _V = vm.vars
                value = (_add(vm, _V['rounds_played'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['rounds_played'] = value
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_r = frame['l']['r']
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'scoring_rounds'))) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a1_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a1_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_r = frame['l']['r']
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'scoring_rounds'))) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 2
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1e6921f822e6e99e3f346f09e8e308f8'] = _1e6921f822e6e99e3f346f09e8e308f8


def _011dac56791144aca96cd9a445cc7a0b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _AT = {line + 3334: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = ([])
                stack[-2]['l']['order'] = value
                local = frame["l"]
                v_who = stack[-2]['l']['who']
                value = (v_who)
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'opponent-order/17/18', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['opponent-order/17/18'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                local = frame["l"]
                v_who = stack[-2]['l']['who']
                value = (v_who)
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_left = frame['l']['left']
                    if not (_p_len(vm, v_left) > 0):
                        break
                    body = {"b": 'opponent-order/17/18', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['opponent-order/17/18'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['011dac56791144aca96cd9a445cc7a0b'] = _011dac56791144aca96cd9a445cc7a0b


def _8dde5d55db2cb7a376ecceefa8e299b5(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1 = namespace['_a1']
    _a3 = namespace['_a3']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _r1 = namespace['_r1']
    _r3 = namespace['_r3']
    _AT = {line + 3414: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 0
                    if vm.window(frame, "pc0"):
                        return 2
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'general-scoring/14', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['general-scoring/14'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r3(vm, frame, _a3)
                if signal:
                    frame["pc"] = 3
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 3
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'general-scoring/14', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['general-scoring/14'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                signal = _r3(vm, frame, _a3)
                if signal:
                    frame["pc"] = 3
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 3
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8dde5d55db2cb7a376ecceefa8e299b5'] = _8dde5d55db2cb7a376ecceefa8e299b5


def _abbd4a03e45c11a659cf94a6bddde104(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _a2_block = namespace['_a2_block']
    _fn_areas = namespace['_fn_areas']
    _fn_opponents = namespace['_fn_opponents']
    _fn_present = namespace['_fn_present']
    _fn_where = namespace['_fn_where']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r1 = namespace['_r1']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3553: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'expelled' in _d or 'expelled' not in vm.vars:
                        _d['expelled'] = value
                    else:
                        vm.vars['expelled'] = value
                else:
                    opts = list((_fn_without(vm, _fn_areas(vm, 'region'), [_fn_where(vm, 'king')])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'expelled' in _d or 'expelled' not in vm.vars:
                            _d['expelled'] = value
                        else:
                            vm.vars['expelled'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        v_me = frame['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_expelled = (frame['l']['expelled'] if 'expelled' in frame['l'] else vm.vars['expelled'])
                    v_me = frame['l']['me']
                    value = (_fn_present(vm, v_expelled, _fn_opponents(vm, v_me)))
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:expulsion/35', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:expulsion/35'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_expelled = (frame['l']['expelled'] if 'expelled' in frame['l'] else vm.vars['expelled'])
                    v_me = frame['l']['me']
                    value = (_fn_present(vm, v_expelled, _fn_opponents(vm, v_me)))
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'order'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('order')
                value = frame["s"].get("ret")
                _d = frame['l']
                if 'order' in _d or 'order' not in vm.vars:
                    _d['order'] = value
                else:
                    vm.vars['order'] = value
                frame["s"] = None
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    v_order = (frame['l']['order'] if 'order' in frame['l'] else vm.vars['order'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_order)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'card:expulsion/35', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['card:expulsion/35'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['abbd4a03e45c11a659cf94a6bddde104'] = _abbd4a03e45c11a659cf94a6bddde104


def _a10cd77997472dd122c3e6ca007f4808(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_dst = namespace['_a2_dst']
    _a2_src = namespace['_a2_src']
    _fn_count = namespace['_fn_count']
    _fn_option = namespace['_fn_option']
    _lt = namespace['_lt']
    _owned = namespace['_owned']
    _shift = namespace['_shift']
    _AT = {line + 3754: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_need = frame['l']['need']
                value = (v_need)
                local['want'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    block = 'supply/12' if (_fn_option(vm, 'supply_may_take_fewer')) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                v_want = frame['l']['want']
                n = max(0, min(have, (v_want)))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                value = n
                _d = frame['l']
                if 'got' in _d or 'got' not in vm.vars:
                    _d['got'] = value
                else:
                    vm.vars['got'] = value
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_got = (frame['l']['got'] if 'got' in frame['l'] else vm.vars['got'])
                    v_need = frame['l']['need']
                    block = 'supply/13' if (_lt(vm, v_got, v_need) and _fn_count(vm, 'province', frame['l']['me']) == 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 3
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    block = 'supply/12' if (_fn_option(vm, 'supply_may_take_fewer')) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 1
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 2:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                v_want = frame['l']['want']
                n = max(0, min(have, (v_want)))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                value = n
                _d = frame['l']
                if 'got' in _d or 'got' not in vm.vars:
                    _d['got'] = value
                else:
                    vm.vars['got'] = value
                if "w" in frame:
                    del frame["w"]
            if pc <= 3:
                if frame["s"] is None:
                    v_got = (frame['l']['got'] if 'got' in frame['l'] else vm.vars['got'])
                    v_need = frame['l']['need']
                    block = 'supply/13' if (_lt(vm, v_got, v_need) and _fn_count(vm, 'province', frame['l']['me']) == 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 3
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a10cd77997472dd122c3e6ca007f4808'] = _a10cd77997472dd122c3e6ca007f4808


def _90f0cac844d7fac75b4cecd0f63f6f6b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a2_0 = namespace['_a2_0']
    _fn_has_program = namespace['_fn_has_program']
    _fn_tagged = namespace['_fn_tagged']
    _owned = namespace['_owned']
    _t_power_supply = namespace['_t_power_supply']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3914: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 5
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    _V = vm.vars
                    v_me = frame['l']['me']
                    value = (_t_power_supply[_V['played'][v_me]])
                    local['need'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
                display = vm.state["display"]
                if frame["s"] is None:
                    options = []
                    for shown in display.values():
                        if shown is not None:
                            options.append(shown)
                    if len(options) > 1:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = frame['l']['me']
                        return vm.ask_with(frame, (v_me), "take-card", options, {})
                    card = options[0] if options else None
                else:
                    card = frame["s"]["ans"]
                if card is not None:
                    for deck, shown in display.items():
                        if shown == card:
                            display[deck] = None
                            break
                    plays = vm.state["stats"]["card_plays"]
                    plays[card] = plays.get(card, 0) + 1
                value = card
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                _d = frame['l']
                if 'card' in _d or 'card' not in vm.vars:
                    _d['card'] = value
                else:
                    vm.vars['card'] = value
                frame["s"] = None
                local = frame["l"]
                local['placed'] = _a2_0
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                local['acted'] = (not _fn_has_program(vm, v_card))
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_placed = frame['l']['placed']
                    if not (not (v_placed and frame['l']['acted'])):
                        break
                    body = {"b": 'turn/6', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/6'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                    block = 'turn/10' if (_fn_tagged(vm, v_card, 'keep')) else 'turn/11'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 4
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                display = vm.state["display"]
                if frame["s"] is None:
                    options = []
                    for shown in display.values():
                        if shown is not None:
                            options.append(shown)
                    if len(options) > 1:
                        frame["s"] = {}
                        frame["pc"] = 1
                        v_me = frame['l']['me']
                        return vm.ask_with(frame, (v_me), "take-card", options, {})
                    card = options[0] if options else None
                else:
                    card = frame["s"]["ans"]
                if card is not None:
                    for deck, shown in display.items():
                        if shown == card:
                            display[deck] = None
                            break
                    plays = vm.state["stats"]["card_plays"]
                    plays[card] = plays.get(card, 0) + 1
                value = card
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                _d = frame['l']
                if 'card' in _d or 'card' not in vm.vars:
                    _d['card'] = value
                else:
                    vm.vars['card'] = value
                frame["s"] = None
            if pc <= 2:
                local = frame["l"]
                local['placed'] = _a2_0
                v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                local['acted'] = (not _fn_has_program(vm, v_card))
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    v_placed = frame['l']['placed']
                    if not (not (v_placed and frame['l']['acted'])):
                        break
                    body = {"b": 'turn/6', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/6'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 4:
                if frame["s"] is None:
                    v_card = (frame['l']['card'] if 'card' in frame['l'] else vm.vars['card'])
                    block = 'turn/10' if (_fn_tagged(vm, v_card, 'keep')) else 'turn/11'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 4
                            return signal
                        stack.pop()
                frame["s"] = None
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['90f0cac844d7fac75b4cecd0f63f6f6b'] = _90f0cac844d7fac75b4cecd0f63f6f6b


def _3c6d30db9362054ef15ca980b391292c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_src = namespace['_a1_src']
    _a2_dst = namespace['_a2_dst']
    _a2_src = namespace['_a2_src']
    _a3_count = namespace['_a3_count']
    _a3_dst = namespace['_a3_dst']
    _a3_src = namespace['_a3_src']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _shift = namespace['_shift']
    _AT = {line + 4109: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 5
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a1_src
                v_i = stack[-2]['l']['i']
                v_region_cards = (stack[-2]['l']['region_cards'] if 'region_cards' in stack[-2]['l'] else vm.vars['region_cards'])
                dst = (v_region_cards[v_i])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['home_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['court_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 3
                    if vm.window(frame, "pc3"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a3_src
                dst = _a3_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a3_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
                v_i = stack[-2]['l']['i']
                value = (_add(vm, v_i, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['i'] = value
                return 3
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a1_src
                v_i = stack[-2]['l']['i']
                v_region_cards = (stack[-2]['l']['region_cards'] if 'region_cards' in stack[-2]['l'] else vm.vars['region_cards'])
                dst = (v_region_cards[v_i])
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['home_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
            if pc <= 2:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a2_src
                dst = _a2_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                _V = vm.vars
                n = max(0, min(have, (_V['court_caballeros'])))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
            if pc <= 3:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 3
                    if vm.window(frame, "pc3"):
                        return 2
                v_p = frame['l']['p']
                p = (v_p)
                src = _a3_src
                dst = _a3_dst
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a3_count))
                if n:
                    tokens = state["tokens"]
                    for token in vm.ruleset.locking_tokens:
                        if tokens[token] in (src, dst):
                            n = 0
                            break
                if n:
                    _shift(vm, src, dst, p, n)
                    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})
                if "w" in frame:
                    del frame["w"]
            if pc <= 4:
                v_i = stack[-2]['l']['i']
                value = (_add(vm, v_i, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['i'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3c6d30db9362054ef15ca980b391292c'] = _3c6d30db9362054ef15ca980b391292c


def _907da74de2f8976edddb087435518993(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1 = namespace['_a1']
    _a2 = namespace['_a2']
    _a3_0 = namespace['_a3_0']
    _a5 = namespace['_a5']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _r1 = namespace['_r1']
    _r2 = namespace['_r2']
    _r5 = namespace['_r5']
    _AT = {line + 4310: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 7
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
                local = frame["l"]
                local['i'] = _a3_0
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/3', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/3'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
                _V = vm.vars
                value = ((frame['l']['seats'] if 'seats' in frame['l'] else vm.vars['seats'])[0] if _fn_option(vm, 'first_player') == 'random' else _V['players'][0])
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
                return 3
            if pc <= 1:
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
            if pc <= 2:
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
            if pc <= 3:
                local = frame["l"]
                local['i'] = _a3_0
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/3', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/3'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
            if pc <= 6:
                _V = vm.vars
                value = ((frame['l']['seats'] if 'seats' in frame['l'] else vm.vars['seats'])[0] if _fn_option(vm, 'first_player') == 'random' else _V['players'][0])
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['907da74de2f8976edddb087435518993'] = _907da74de2f8976edddb087435518993


def _7f47e8365532767adef25d84b5245974(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a5 = namespace['_a5']
    _a6 = namespace['_a6']
    _fn_lowest = namespace['_fn_lowest']
    _fn_ranked = namespace['_fn_ranked']
    _fn_seat_order = namespace['_fn_seat_order']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _r0 = namespace['_r0']
    _r5 = namespace['_r5']
    _r6 = namespace['_r6']
    _storable = namespace['_storable']
    _AT = {line + 4467: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 8
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                signal = _r0(vm, frame, _a0)
                if signal:
                    frame["pc"] = 0
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 0
                    return 2
                frame["s"] = None
                value = ({})
                vm.vars['played'] = value
                value = ([])
                vm.vars['turn_order'] = value
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_seat_order(vm, _V['start_player']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/4', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/4'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['turn_order'] = value
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['turn_order'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/5', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/5'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
                signal = _r6(vm, frame, _a6)
                if signal:
                    frame["pc"] = 6
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 6
                    return 2
                frame["s"] = None
                _V = vm.vars
                value = (_fn_lowest(vm, _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
                return 3
            if pc <= 1:
                value = ({})
                vm.vars['played'] = value
                value = ([])
                vm.vars['turn_order'] = value
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_seat_order(vm, _V['start_player']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/4', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/4'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['turn_order'] = value
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['turn_order'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/5', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/5'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                signal = _r5(vm, frame, _a5)
                if signal:
                    frame["pc"] = 5
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 5
                    return 2
                frame["s"] = None
            if pc <= 6:
                signal = _r6(vm, frame, _a6)
                if signal:
                    frame["pc"] = 6
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 6
                    return 2
                frame["s"] = None
            if pc <= 7:
                _V = vm.vars
                value = (_fn_lowest(vm, _V['played']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['start_player'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7f47e8365532767adef25d84b5245974'] = _7f47e8365532767adef25d84b5245974


def _2b8d120725de6de47431228107b7f966(namespace: Any) -> Any:
    _eq = namespace['_eq']
    _fn_locked = namespace['_fn_locked']
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p] is None or _eq(vm, v_disc[v_p], _L('expelled')) or _fn_locked(vm, v_disc[v_p])
    return _e


FACTORIES['2b8d120725de6de47431228107b7f966'] = _2b8d120725de6de47431228107b7f966


def _24a042b297006fa6a94c87acdb8c7d13(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _lt = namespace['_lt']
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'got' in _d:
                v_got = _d['got']
                break
        else:
            v_got = vm.vars['got']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                v_need = _d['need']
                break
        else:
            v_need = vm.vars['need']
        return _lt(vm, v_got, v_need) and _fn_count(vm, 'province', _L('me')) == 0
    return _e


FACTORIES['24a042b297006fa6a94c87acdb8c7d13'] = _24a042b297006fa6a94c87acdb8c7d13


def _c20de4b5ba83fbee40e60dbbf891242f(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_me])) > 0 and _p_len(vm, _L('who')) > 1
    return _e


FACTORIES['c20de4b5ba83fbee40e60dbbf891242f'] = _c20de4b5ba83fbee40e60dbbf891242f


def _93d00c0e6a5c287bd385fb81d4e75184(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placed' in _d:
                v_placed = _d['placed']
                break
        else:
            v_placed = vm.vars['placed']
        return not (v_placed and _L('acted'))
    return _e


FACTORIES['93d00c0e6a5c287bd385fb81d4e75184'] = _93d00c0e6a5c287bd385fb81d4e75184


def _3081f1b1ca636ac937221497a45530ee(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'vetoed' in _d:
                v_vetoed = _d['vetoed']
                break
        else:
            v_vetoed = vm.vars['vetoed']
        return not v_vetoed and _in(vm, _L('p'), _fn_holders(vm, 'veto'))
    return _e


FACTORIES['3081f1b1ca636ac937221497a45530ee'] = _3081f1b1ca636ac937221497a45530ee


def _a58248607b521ab56e6eb25cc5c69469(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        return _L('seats')[0] if _fn_option(vm, 'first_player') == 'random' else _V['players'][0]
    return _e


FACTORIES['a58248607b521ab56e6eb25cc5c69469'] = _a58248607b521ab56e6eb25cc5c69469


def _dac2ee00277346ee0bb70d83d65073a9(namespace: Any) -> Any:
    _fn_opponents = namespace['_fn_opponents']
    _fn_option = namespace['_fn_option']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        return _V['players'] if _fn_option(vm, 'return_one_includes_self') else _fn_opponents(vm, _L('me'))
    return _e


FACTORIES['dac2ee00277346ee0bb70d83d65073a9'] = _dac2ee00277346ee0bb70d83d65073a9


def _061a5591fc4cf2e0618e0b2432b93b5a(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _V['spent'][v_me]
    return _e


FACTORIES['061a5591fc4cf2e0618e0b2432b93b5a'] = _061a5591fc4cf2e0618e0b2432b93b5a


def _cff0d49c291a671dbacc6e4c029a9a50(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _t_power_supply = namespace['_t_power_supply']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _t_power_supply[_V['played'][v_me]]
    return _e


FACTORIES['cff0d49c291a671dbacc6e4c029a9a50'] = _cff0d49c291a671dbacc6e4c029a9a50


def _8c6af7ad6e0886bd110aa3db3660c0f7(namespace: Any) -> Any:
    _fn_values_of = namespace['_fn_values_of']
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = _V['p']
        return _fn_without(vm, _V['hand'][v_p], _fn_values_of(vm, _V['played']))
    return _e


FACTORIES['8c6af7ad6e0886bd110aa3db3660c0f7'] = _8c6af7ad6e0886bd110aa3db3660c0f7


def _9e6abdc4af8131261b7ed3c61a927be2(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['court_caballeros']
    return _e


FACTORIES['9e6abdc4af8131261b7ed3c61a927be2'] = _9e6abdc4af8131261b7ed3c61a927be2


def _aae2e6eb63a885e52914e846f1022493(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['decks_in_play']
    return _e


FACTORIES['aae2e6eb63a885e52914e846f1022493'] = _aae2e6eb63a885e52914e846f1022493


def _8812fc8903e779c92a693a36d1c2d811(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['home_caballeros']
    return _e


FACTORIES['8812fc8903e779c92a693a36d1c2d811'] = _8812fc8903e779c92a693a36d1c2d811


def _5aeb2a1c5c6e04cbddb92d91bc67b57b(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['players']
    return _e


FACTORIES['5aeb2a1c5c6e04cbddb92d91bc67b57b'] = _5aeb2a1c5c6e04cbddb92d91bc67b57b


def _8092e860ea2c6ec8ed201d9f01ec1fcc(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['rounds_played']
    return _e


FACTORIES['8092e860ea2c6ec8ed201d9f01ec1fcc'] = _8092e860ea2c6ec8ed201d9f01ec1fcc


def _5a4d708237d3cbffbde39b8314db6eed(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['turn_order']
    return _e


FACTORIES['5a4d708237d3cbffbde39b8314db6eed'] = _5a4d708237d3cbffbde39b8314db6eed


def _64cd01a528ddd2e8eeff50270443d9e4(namespace: Any) -> Any:
    _add = namespace['_add']
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['rounds_played'], 1)
    return _e


FACTORIES['64cd01a528ddd2e8eeff50270443d9e4'] = _64cd01a528ddd2e8eeff50270443d9e4


def _acf5aba6de2eb7efdf383d97f6821c2c(namespace: Any) -> Any:
    _fn_lowest = namespace['_fn_lowest']
    def _e(vm):
        _V = vm.vars
        return _fn_lowest(vm, _V['played'])
    return _e


FACTORIES['acf5aba6de2eb7efdf383d97f6821c2c'] = _acf5aba6de2eb7efdf383d97f6821c2c


def _47f9d125aa5af282b25cc60830cacf14(namespace: Any) -> Any:
    _fn_ranked = namespace['_fn_ranked']
    def _e(vm):
        _V = vm.vars
        return _fn_ranked(vm, _V['players'], _V['played'])
    return _e


FACTORIES['47f9d125aa5af282b25cc60830cacf14'] = _47f9d125aa5af282b25cc60830cacf14


def _07c8f8a788ec5245a9f7600a70f31b90(namespace: Any) -> Any:
    _fn_seat_order = namespace['_fn_seat_order']
    def _e(vm):
        _V = vm.vars
        return _fn_seat_order(vm, _V['start_player'])
    return _e


FACTORIES['07c8f8a788ec5245a9f7600a70f31b90'] = _07c8f8a788ec5245a9f7600a70f31b90


def _5da8b3db5acae8889dd807d0a38c6c05(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
    _fn_values_of = namespace['_fn_values_of']
    _p_len = namespace['_p_len']
    def _e(vm):
        _V = vm.vars
        return _p_len(vm, _fn_values_of(vm, _V['played'])) == _p_len(vm, _fn_distinct(vm, _fn_values_of(vm, _V['played'])))
    return _e


FACTORIES['5da8b3db5acae8889dd807d0a38c6c05'] = _5da8b3db5acae8889dd807d0a38c6c05


def _7da237441f8d6f5199cb6b544efad102(namespace: Any) -> Any:
    _fn_pick = namespace['_fn_pick']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'acted' in _d:
                v_acted = _d['acted']
                break
        else:
            v_acted = vm.vars['acted']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placed' in _d:
                v_placed = _d['placed']
                break
        else:
            v_placed = vm.vars['placed']
        return _fn_pick(vm, place=not v_placed, special=not v_acted)
    return _e


FACTORIES['7da237441f8d6f5199cb6b544efad102'] = _7da237441f8d6f5199cb6b544efad102


def _08d2cb0883332ef3aff866b51f4fe1ba(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'actor' in _d:
                return _d['actor']
        return vm.vars['actor']
    return _e


FACTORIES['08d2cb0883332ef3aff866b51f4fe1ba'] = _08d2cb0883332ef3aff866b51f4fe1ba


def _a9a00772540f1fc099ef189406d060ac(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'actor' in _d:
                v_actor = _d['actor']
                break
        else:
            v_actor = vm.vars['actor']
        return _fn_without(vm, _fn_holders(vm, 'veto'), [v_actor])
    return _e


FACTORIES['a9a00772540f1fc099ef189406d060ac'] = _a9a00772540f1fc099ef189406d060ac


def _1d0eb85a0a1d3241b11a1ba6df2f9f9a(namespace: Any) -> Any:
    _fn_holders = namespace['_fn_holders']
    _fn_without = namespace['_fn_without']
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'actor' in _d:
                v_actor = _d['actor']
                break
        else:
            v_actor = vm.vars['actor']
        return _p_len(vm, _fn_without(vm, _fn_holders(vm, 'veto'), [v_actor])) > 0
    return _e


FACTORIES['1d0eb85a0a1d3241b11a1ba6df2f9f9a'] = _1d0eb85a0a1d3241b11a1ba6df2f9f9a


def _2935b24f1c96fcd79fb4250898f7570c(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'against' in _d:
                return _d['against']
        return vm.vars['against']
    return _e


FACTORIES['2935b24f1c96fcd79fb4250898f7570c'] = _2935b24f1c96fcd79fb4250898f7570c


def _b0a9a578b137d85ad5b267a4e28b7e04(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'against' in _d:
                v_against = _d['against']
                break
        else:
            v_against = vm.vars['against']
        return v_against is None
    return _e


FACTORIES['b0a9a578b137d85ad5b267a4e28b7e04'] = _b0a9a578b137d85ad5b267a4e28b7e04


def _3efadd17092cb97ea5d460825db2fb79(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                return _d['card']
        return vm.vars['card']
    return _e


FACTORIES['3efadd17092cb97ea5d460825db2fb79'] = _3efadd17092cb97ea5d460825db2fb79


def _8c46487389b28ba95d4dc2dfc9113639(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        return _fn_prop(vm, v_card, 'place')
    return _e


FACTORIES['8c46487389b28ba95d4dc2dfc9113639'] = _8c46487389b28ba95d4dc2dfc9113639


def _c5e133df1a0e8551567f60ed19c03e1a(namespace: Any) -> Any:
    _fn_tagged = namespace['_fn_tagged']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        return _fn_tagged(vm, v_card, 'keep')
    return _e


FACTORIES['c5e133df1a0e8551567f60ed19c03e1a'] = _c5e133df1a0e8551567f60ed19c03e1a


def _eb0c5e275b4e571c540159d8126d33b2(namespace: Any) -> Any:
    _fn_has_program = namespace['_fn_has_program']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        return not _fn_has_program(vm, v_card)
    return _e


FACTORIES['eb0c5e275b4e571c540159d8126d33b2'] = _eb0c5e275b4e571c540159d8126d33b2


def _195844350ba442df8d579aba49ec1499(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'chosen' in _d:
                v_chosen = _d['chosen']
                break
        else:
            v_chosen = vm.vars['chosen']
        return [v_chosen]
    return _e


FACTORIES['195844350ba442df8d579aba49ec1499'] = _195844350ba442df8d579aba49ec1499


def _f0b87cf3ad8da63c010eef10c074d2e4(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'countered' in _d:
                v_countered = _d['countered']
                break
        else:
            v_countered = vm.vars['countered']
        return not v_countered
    return _e


FACTORIES['f0b87cf3ad8da63c010eef10c074d2e4'] = _f0b87cf3ad8da63c010eef10c074d2e4


def _de0981f84122b7d7498151f16d61be3d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p]
    return _e


FACTORIES['de0981f84122b7d7498151f16d61be3d'] = _de0981f84122b7d7498151f16d61be3d


def _140238211a04b9778ab1ec04216b32f1(namespace: Any) -> Any:
    _fn_locked = namespace['_fn_locked']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p] is None or _fn_locked(vm, v_disc[v_p])
    return _e


FACTORIES['140238211a04b9778ab1ec04216b32f1'] = _140238211a04b9778ab1ec04216b32f1


def _32a363832f7f00c31acc81a4334e63df(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return v_disc[v_p] is not None
    return _e


FACTORIES['32a363832f7f00c31acc81a4334e63df'] = _32a363832f7f00c31acc81a4334e63df


def _57270b8d53a9ce06bbe5f1077ffa17e7(namespace: Any) -> Any:
    _fn_unique_values = namespace['_fn_unique_values']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = vm.vars['disc']
        return _fn_unique_values(vm, v_disc)
    return _e


FACTORIES['57270b8d53a9ce06bbe5f1077ffa17e7'] = _57270b8d53a9ce06bbe5f1077ffa17e7


def _c4ec7e4a5f779d9963cbe57fb225edd6(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'expelled' in _d:
                return _d['expelled']
        return vm.vars['expelled']
    return _e


FACTORIES['c4ec7e4a5f779d9963cbe57fb225edd6'] = _c4ec7e4a5f779d9963cbe57fb225edd6


def _350addf24fc4a29e8b99a5eb6f8b340d(namespace: Any) -> Any:
    _fn_opponents = namespace['_fn_opponents']
    _fn_present = namespace['_fn_present']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'expelled' in _d:
                v_expelled = _d['expelled']
                break
        else:
            v_expelled = vm.vars['expelled']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_present(vm, v_expelled, _fn_opponents(vm, v_me))
    return _e


FACTORIES['350addf24fc4a29e8b99a5eb6f8b340d'] = _350addf24fc4a29e8b99a5eb6f8b340d


def _b1d48f0899dba755ff2daf3df8c4f4fc(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'got' in _d:
                v_got = _d['got']
                break
        else:
            v_got = vm.vars['got']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                v_need = _d['need']
                break
        else:
            v_need = vm.vars['need']
        return _sub(vm, v_need, v_got)
    return _e


FACTORIES['b1d48f0899dba755ff2daf3df8c4f4fc'] = _b1d48f0899dba755ff2daf3df8c4f4fc


def _55c6c79e66dcb4b1ff66e6d78cbb184a(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = vm.vars['i']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'region_cards' in _d:
                v_region_cards = _d['region_cards']
                break
        else:
            v_region_cards = vm.vars['region_cards']
        return v_region_cards[v_i]
    return _e


FACTORIES['55c6c79e66dcb4b1ff66e6d78cbb184a'] = _55c6c79e66dcb4b1ff66e6d78cbb184a


def _24f53bb5f2b8780256ef35558d136605(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = vm.vars['i']
        return _add(vm, v_i, 1)
    return _e


FACTORIES['24f53bb5f2b8780256ef35558d136605'] = _24f53bb5f2b8780256ef35558d136605


def _b465f02bfdf9d6729eb9e5e75c39687f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                return _d['left']
        return vm.vars['left']
    return _e


FACTORIES['b465f02bfdf9d6729eb9e5e75c39687f'] = _b465f02bfdf9d6729eb9e5e75c39687f


def _d3977664acbee8c5f02b450ad3780548(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = vm.vars['left']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_without(vm, v_left, [v_p])
    return _e


FACTORIES['d3977664acbee8c5f02b450ad3780548'] = _d3977664acbee8c5f02b450ad3780548


def _296e6e770a2e9af81b8ffcc3be1619f7(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = vm.vars['left']
        return _p_len(vm, v_left) > 0
    return _e


FACTORIES['296e6e770a2e9af81b8ffcc3be1619f7'] = _296e6e770a2e9af81b8ffcc3be1619f7


def _00301bb6b6b0e60743173c833519db33(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                return _d['me']
        return vm.vars['me']
    return _e


FACTORIES['00301bb6b6b0e60743173c833519db33'] = _00301bb6b6b0e60743173c833519db33


def _c3ebc38ac482f404cb76d91b2d1ba32a(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _p_list = namespace['_p_list']
    _p_min = namespace['_p_min']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                v_need = _d['need']
                break
        else:
            v_need = vm.vars['need']
        return _p_list(vm, _p_range(vm, _p_min(vm, v_need, _fn_count(vm, 'province', v_me)), -1, -1))
    return _e


FACTORIES['c3ebc38ac482f404cb76d91b2d1ba32a'] = _c3ebc38ac482f404cb76d91b2d1ba32a


def _529953e182dc5e538ca3876c0d24352e(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return [_add(vm, 'grande:', v_me)]
    return _e


FACTORIES['529953e182dc5e538ca3876c0d24352e'] = _529953e182dc5e538ca3876c0d24352e


def _a452f8d2c003f65d2641e3a7f75498ca(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return [v_me]
    return _e


FACTORIES['a452f8d2c003f65d2641e3a7f75498ca'] = _a452f8d2c003f65d2641e3a7f75498ca


def _3f50b626600b7e4040495a107fa811b7(namespace: Any) -> Any:
    _fn_opponents = namespace['_fn_opponents']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_opponents(vm, v_me)
    return _e


FACTORIES['3f50b626600b7e4040495a107fa811b7'] = _3f50b626600b7e4040495a107fa811b7


def _6a9da7bbc435bddf16d1cecf650c91c8(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'need' in _d:
                return _d['need']
        return vm.vars['need']
    return _e


FACTORIES['6a9da7bbc435bddf16d1cecf650c91c8'] = _6a9da7bbc435bddf16d1cecf650c91c8


def _3817fda10ffdba4fb9c2ecba1febc0aa(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'order' in _d:
                return _d['order']
        return vm.vars['order']
    return _e


FACTORIES['3817fda10ffdba4fb9c2ecba1febc0aa'] = _3817fda10ffdba4fb9c2ecba1febc0aa


def _10fe9cc09d2b88bdeb6561925b03c5fb(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'order' in _d:
                v_order = _d['order']
                break
        else:
            v_order = vm.vars['order']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _add(vm, v_order, [v_p])
    return _e


FACTORIES['10fe9cc09d2b88bdeb6561925b03c5fb'] = _10fe9cc09d2b88bdeb6561925b03c5fb


def _2248ac776e15721f419916b39ac55a00(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                return _d['p']
        return vm.vars['p']
    return _e


FACTORIES['2248ac776e15721f419916b39ac55a00'] = _2248ac776e15721f419916b39ac55a00


def _42fd894cb2c174b5d68240c797b5e6c1(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return [v_p]
    return _e


FACTORIES['42fd894cb2c174b5d68240c797b5e6c1'] = _42fd894cb2c174b5d68240c797b5e6c1


def _c6d36714acffec1364e5e49bc12f0357(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _add(vm, 'grande:', v_p)
    return _e


FACTORIES['c6d36714acffec1364e5e49bc12f0357'] = _c6d36714acffec1364e5e49bc12f0357


def _771466e0a475677754c1230e892f0428(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_areas_of(vm, 'region', v_p, 1)
    return _e


FACTORIES['771466e0a475677754c1230e892f0428'] = _771466e0a475677754c1230e892f0428


def _23c3a935d1ac437b7c87dba1b39c76ed(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_areas_of(vm, 'region', v_p, 2) or _fn_areas_of(vm, 'region', v_p, 1)
    return _e


FACTORIES['23c3a935d1ac437b7c87dba1b39c76ed'] = _23c3a935d1ac437b7c87dba1b39c76ed


def _b3aba3bca1a9cd82a066dadb8315a17b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'r' in _d:
                return _d['r']
        return vm.vars['r']
    return _e


FACTORIES['b3aba3bca1a9cd82a066dadb8315a17b'] = _b3aba3bca1a9cd82a066dadb8315a17b


def _570aa36db96fea88fb7c5f916e48659c(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'r' in _d:
                v_r = _d['r']
                break
        else:
            v_r = vm.vars['r']
        return _in(vm, v_r, _fn_option(vm, 'scoring_rounds'))
    return _e


FACTORIES['570aa36db96fea88fb7c5f916e48659c'] = _570aa36db96fea88fb7c5f916e48659c


def _008083657832e48fe6d518f6311b06c3(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'regained' in _d:
                return _d['regained']
        return vm.vars['regained']
    return _e


FACTORIES['008083657832e48fe6d518f6311b06c3'] = _008083657832e48fe6d518f6311b06c3


def _801c1e8b8c54d598f60bddaec02c4c39(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'region_cards' in _d:
                v_region_cards = _d['region_cards']
                break
        else:
            v_region_cards = vm.vars['region_cards']
        return v_region_cards[0]
    return _e


FACTORIES['801c1e8b8c54d598f60bddaec02c4c39'] = _801c1e8b8c54d598f60bddaec02c4c39


def _72b6fcebebfdc8a7d58e8d3e0a9a0600(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'step' in _d:
                v_step = _d['step']
                break
        else:
            v_step = vm.vars['step']
        return v_step == 'place'
    return _e


FACTORIES['72b6fcebebfdc8a7d58e8d3e0a9a0600'] = _72b6fcebebfdc8a7d58e8d3e0a9a0600


def _a841f722ad803a18edb2c1220e832a80(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'step' in _d:
                v_step = _d['step']
                break
        else:
            v_step = vm.vars['step']
        return v_step is None
    return _e


FACTORIES['a841f722ad803a18edb2c1220e832a80'] = _a841f722ad803a18edb2c1220e832a80


def _3461d2aafda2133d8884b34d93891d0b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'use' in _d:
                v_use = _d['use']
                break
        else:
            v_use = vm.vars['use']
        return v_use == 'veto'
    return _e


FACTORIES['3461d2aafda2133d8884b34d93891d0b'] = _3461d2aafda2133d8884b34d93891d0b


def _51b97564bc82b5bb03d6fb803d662b40(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'vetoed' in _d:
                return _d['vetoed']
        return vm.vars['vetoed']
    return _e


FACTORIES['51b97564bc82b5bb03d6fb803d662b40'] = _51b97564bc82b5bb03d6fb803d662b40


def _811f2ec5b9396fef7549f7a0659446c0(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'want' in _d:
                return _d['want']
        return vm.vars['want']
    return _e


FACTORIES['811f2ec5b9396fef7549f7a0659446c0'] = _811f2ec5b9396fef7549f7a0659446c0


def _8d74c1fe3fbbd611f7c3ff7bcd3c0596(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'way' in _d:
                v_way = _d['way']
                break
        else:
            v_way = vm.vars['way']
        return v_way == 'withdraw'
    return _e


FACTORIES['8d74c1fe3fbbd611f7c3ff7bcd3c0596'] = _8d74c1fe3fbbd611f7c3ff7bcd3c0596


def _4fe3ac18e69d207e1aea06da4dd8d014(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'who' in _d:
                return _d['who']
        return vm.vars['who']
    return _e


FACTORIES['4fe3ac18e69d207e1aea06da4dd8d014'] = _4fe3ac18e69d207e1aea06da4dd8d014


def _f09d4dcb9fd9632b171e3cdb67f036dd(namespace: Any) -> Any:
    def _e(vm):
        return ['king']
    return _e


FACTORIES['f09d4dcb9fd9632b171e3cdb67f036dd'] = _f09d4dcb9fd9632b171e3cdb67f036dd


def _6a5c95acbd7ac7d42ab007bb8750018f(namespace: Any) -> Any:
    def _e(vm):
        return ['veto']
    return _e


FACTORIES['6a5c95acbd7ac7d42ab007bb8750018f'] = _6a5c95acbd7ac7d42ab007bb8750018f


def _f7f88f4e6ab19d65773b42a5776e2e21(namespace: Any) -> Any:
    def _e(vm):
        return ['withdraw', 'reinforce']
    return _e


FACTORIES['f7f88f4e6ab19d65773b42a5776e2e21'] = _f7f88f4e6ab19d65773b42a5776e2e21


def _cd79f8f05d70c73d2b04b355ac9d4882(namespace: Any) -> Any:
    def _e(vm):
        return []
    return _e


FACTORIES['cd79f8f05d70c73d2b04b355ac9d4882'] = _cd79f8f05d70c73d2b04b355ac9d4882


def _bb5d026eaca659fbfef5704673209fb5(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _add(vm, _fn_areas(vm, 'region'), _fn_areas(vm, 'castillo') if _fn_option(vm, 'castillo_choosable') else [])
    return _e


FACTORIES['bb5d026eaca659fbfef5704673209fb5'] = _bb5d026eaca659fbfef5704673209fb5


def _ff9dc8f1d89f97e2c7007c18f3bd4b12(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    def _e(vm):
        return _fn_areas(vm, 'castillo')
    return _e


FACTORIES['ff9dc8f1d89f97e2c7007c18f3bd4b12'] = _ff9dc8f1d89f97e2c7007c18f3bd4b12


def _1dcc1788b80354c801fe71bb900ba963(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    def _e(vm):
        return _fn_areas(vm, 'region')
    return _e


FACTORIES['1dcc1788b80354c801fe71bb900ba963'] = _1dcc1788b80354c801fe71bb900ba963


def _5cb96e8539087c263ea7fb5871f7cbcf(namespace: Any) -> Any:
    _fn_areas_holding = namespace['_fn_areas_holding']
    def _e(vm):
        return _fn_areas_holding(vm, 'scoreboard')
    return _e


FACTORIES['5cb96e8539087c263ea7fb5871f7cbcf'] = _5cb96e8539087c263ea7fb5871f7cbcf


def _35402d0d31b02b92b61e46d2be448544(namespace: Any) -> Any:
    _fn_emptiest = namespace['_fn_emptiest']
    def _e(vm):
        return _fn_emptiest(vm, 'region')
    return _e


FACTORIES['35402d0d31b02b92b61e46d2be448544'] = _35402d0d31b02b92b61e46d2be448544


def _d699a13d6f7f92f2597b0dc297808cc5(namespace: Any) -> Any:
    _fn_fullest = namespace['_fn_fullest']
    def _e(vm):
        return _fn_fullest(vm, 'region')
    return _e


FACTORIES['d699a13d6f7f92f2597b0dc297808cc5'] = _d699a13d6f7f92f2597b0dc297808cc5


def _78fe893e5c3283c29dbc101a3342896d(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'rounds')
    return _e


FACTORIES['78fe893e5c3283c29dbc101a3342896d'] = _78fe893e5c3283c29dbc101a3342896d


def _c0e344f49a3163cfd952b246006f58fb(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'supply_may_take_fewer')
    return _e


FACTORIES['c0e344f49a3163cfd952b246006f58fb'] = _c0e344f49a3163cfd952b246006f58fb


def _fc713056ca315dc3d009d558639c65e7(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'used_cards')
    return _e


FACTORIES['fc713056ca315dc3d009d558639c65e7'] = _fc713056ca315dc3d009d558639c65e7


def _79be2c04e1919513cf327d4037c1f612(namespace: Any) -> Any:
    _fn_tokens_tagged = namespace['_fn_tokens_tagged']
    def _e(vm):
        return _fn_tokens_tagged(vm, 'scoreboard')
    return _e


FACTORIES['79be2c04e1919513cf327d4037c1f612'] = _79be2c04e1919513cf327d4037c1f612


def _14c4b41a3ffdc9eaebf305bf6174885a(namespace: Any) -> Any:
    _fn_valued = namespace['_fn_valued']
    def _e(vm):
        return _fn_valued(vm, 'region', [4])
    return _e


FACTORIES['14c4b41a3ffdc9eaebf305bf6174885a'] = _14c4b41a3ffdc9eaebf305bf6174885a


def _b0a24e76f6bc5979941695002f1906a0(namespace: Any) -> Any:
    _fn_valued = namespace['_fn_valued']
    def _e(vm):
        return _fn_valued(vm, 'region', [5])
    return _e


FACTORIES['b0a24e76f6bc5979941695002f1906a0'] = _b0a24e76f6bc5979941695002f1906a0


def _7559fd0ded51a1a6843fc46b22f5e0fd(namespace: Any) -> Any:
    _fn_valued = namespace['_fn_valued']
    def _e(vm):
        return _fn_valued(vm, 'region', [6, 7])
    return _e


FACTORIES['7559fd0ded51a1a6843fc46b22f5e0fd'] = _7559fd0ded51a1a6843fc46b22f5e0fd


def _42ca39b9b43f93da6302304c3c7cf71f(namespace: Any) -> Any:
    _fn_where = namespace['_fn_where']
    def _e(vm):
        return _fn_where(vm, 'king')
    return _e


FACTORIES['42ca39b9b43f93da6302304c3c7cf71f'] = _42ca39b9b43f93da6302304c3c7cf71f


def _9fe7d9b484c0023ea784086f13916655(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    _fn_where = namespace['_fn_where']
    _fn_without = namespace['_fn_without']
    def _e(vm):
        return _fn_without(vm, _fn_areas(vm, 'region'), [_fn_where(vm, 'king')])
    return _e


FACTORIES['9fe7d9b484c0023ea784086f13916655'] = _9fe7d9b484c0023ea784086f13916655


def _67d6712456802cce041e8b4a84ebd279(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    _fn_option = namespace['_fn_option']
    _fn_where = namespace['_fn_where']
    _fn_without = namespace['_fn_without']
    def _e(vm):
        return _fn_without(vm, _fn_areas(vm, 'region'), [_fn_where(vm, 'king')]) if _fn_option(vm, 'king_disc_repick') else _fn_areas(vm, 'region')
    return _e


FACTORIES['67d6712456802cce041e8b4a84ebd279'] = _67d6712456802cce041e8b4a84ebd279


def _07bb0ebd8ed895e9d1f75e0fd3a2ce99(namespace: Any) -> Any:
    def _e(vm):
        return {}
    return _e


FACTORIES['07bb0ebd8ed895e9d1f75e0fd3a2ce99'] = _07bb0ebd8ed895e9d1f75e0fd3a2ce99
