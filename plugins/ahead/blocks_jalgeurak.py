# distutils: extra_compile_args = -O1
"""Jalgeurak Kingdom's blocks and expressions written ahead of time.

Written by ``python -m regla_plugins.ahead`` from the game's data: do not edit.
"""

from typing import Any

FACTORIES: dict[str, Any] = {}


def _6b037c105e8df134d87805dd31d20abb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 14: k for line, k in namespace['_AT'].items()}
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


def _1e7b7b4c404b8b2ee6b6835bce51dc13(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _fn_scores = namespace['_fn_scores']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _AT = {line + 45: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['rank_key']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_p = frame['l']['p']
                value = _owned((_add(vm, _mul(vm, _fn_scores(vm)[v_p], 1000000), _V['stamp'][v_p])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1e7b7b4c404b8b2ee6b6835bce51dc13'] = _1e7b7b4c404b8b2ee6b6835bce51dc13


def _fad8fadd526e52e3a3aafb24e8ea050a(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_key = namespace['_a0_key']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 86: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['supply']
                index = _a0_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                value = _owned((_add(vm, _V['supply']['corrupt'], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['fad8fadd526e52e3a3aafb24e8ea050a'] = _fad8fadd526e52e3a3aafb24e8ea050a


def _11f301959832c0a5fb4bc47ca74f7e52(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _sliced = namespace['_sliced']
    _AT = {line + 122: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_others = (stack[-2]['l']['others'] if 'others' in stack[-2]['l'] else vm.vars['others'])
                value = (_add(vm, _V['persons'], _sliced(vm, v_others[:_V['extra_persons']])))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['11f301959832c0a5fb4bc47ca74f7e52'] = _11f301959832c0a5fb4bc47ca74f7e52


def _f9ce2f9dad99f0742b5eb03fe0ef85b9(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 156: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_p = stack[-2]['l']['p']
                value = (_fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'commoner'), [[3, 9], [2, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f9ce2f9dad99f0742b5eb03fe0ef85b9'] = _f9ce2f9dad99f0742b5eb03fe0ef85b9


def _d36aeaa99f279bc621ea3e1ec2015e18(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 190: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_p = stack[-2]['l']['p']
                value = (_fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'corrupt'), [[2, 3], [1, 6], [0, 9]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d36aeaa99f279bc621ea3e1ec2015e18'] = _d36aeaa99f279bc621ea3e1ec2015e18


def _d94522009055bff295067adecd6f9934(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned = namespace['_owned']
    _p_min = namespace['_p_min']
    _sub = namespace['_sub']
    _AT = {line + 224: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                value = ([5, 7, 9][_sub(vm, _p_min(vm, _V['council'], 3), 1)])
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d94522009055bff295067adecd6f9934'] = _d94522009055bff295067adecd6f9934


def _48547283ba03d1447eaddfe2cfaa407e(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_count = namespace['_a0_count']
    _a0_src = namespace['_a0_src']
    _shift = namespace['_shift']
    _AT = {line + 256: k for line, k in namespace['_AT'].items()}
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
                v_me = stack[-3]['l']['me']
                p = (v_me)
                src = _a0_src
                v_where_ = (stack[-2]['l']['where_'] if 'where_' in stack[-2]['l'] else vm.vars['where_'])
                dst = (v_where_)
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


FACTORIES['48547283ba03d1447eaddfe2cfaa407e'] = _48547283ba03d1447eaddfe2cfaa407e


def _a0c3e9a20c63f5590974809b1cdc20bb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 305: k for line, k in namespace['_AT'].items()}
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
                v_person = frame['l']['person']
                src = (v_person)
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


FACTORIES['a0c3e9a20c63f5590974809b1cdc20bb'] = _a0c3e9a20c63f5590974809b1cdc20bb


def _4714748e5da2e797b243f57bf7814277(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_dst = namespace['_a0_dst']
    _shift = namespace['_shift']
    _AT = {line + 354: k for line, k in namespace['_AT'].items()}
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
                v_q = frame['l']['q']
                p = (v_q)
                v_t = stack[-3]['l']['t']
                src = (v_t)
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


FACTORIES['4714748e5da2e797b243f57bf7814277'] = _4714748e5da2e797b243f57bf7814277


def _4c9c2032c4de80a729aa944211534269(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_card_name = namespace['_fn_card_name']
    _fn_card_names = namespace['_fn_card_names']
    _fn_lookup = namespace['_fn_lookup']
    _fn_prop = namespace['_fn_prop']
    _in = namespace['_in']
    _le = namespace['_le']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 411: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    _V = vm.vars
                    v_card = frame['l']['card']
                    v_me = stack[-4]['l']['me']
                    block = 'management/62/63/64/65' if (not _in(vm, _fn_card_name(vm, v_card), _fn_card_names(vm, _V['buildings'][v_me])) and (_fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0 or _le(vm, _p_max(vm, 0, _sub(vm, _fn_prop(vm, v_card, 'cost'), _fn_lookup(vm, _V['boost'][v_me], 'disc_build', 0))), _V['gold'][v_me]))) else None
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


FACTORIES['4c9c2032c4de80a729aa944211534269'] = _4c9c2032c4de80a729aa944211534269


def _e41c65abceab0917b3932f235985144a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 454: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    _V = vm.vars
                    v_kind = frame['l']['kind']
                    block = 'gain/52' if (_V['supply'][v_kind] > 0) else 'gain/55'
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


FACTORIES['e41c65abceab0917b3932f235985144a'] = _e41c65abceab0917b3932f235985144a


def _f5961f3791c5cc30842b992d44c97821(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_block = namespace['_a0_block']
    _too_deep = namespace['_too_deep']
    _AT = {line + 499: k for line, k in namespace['_AT'].items()}
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
    _AT = {line + 546: k for line, k in namespace['_AT'].items()}
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


def _aabd5988ad2d01afe457ff542d10c52c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_2 = namespace['_a0_w_2']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 597: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_kind = frame['l']['kind']
                    value = (v_kind)
                    local['kind'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['to'] = _a0_w_2
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


FACTORIES['aabd5988ad2d01afe457ff542d10c52c'] = _aabd5988ad2d01afe457ff542d10c52c


def _af3c5884bf08ad61a52879607d8b2fe0(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 652: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a0_w_1
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


FACTORIES['af3c5884bf08ad61a52879607d8b2fe0'] = _af3c5884bf08ad61a52879607d8b2fe0


def _74dcf28e02d909adb13893ad73888342(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 703: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_e = stack[-2]['l']['e']
                    value = (v_e['fame'])
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['74dcf28e02d909adb13893ad73888342'] = _74dcf28e02d909adb13893ad73888342


def _a5608e13bc4a21bbee8e383d5512bd40(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 756: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
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


FACTORIES['a5608e13bc4a21bbee8e383d5512bd40'] = _a5608e13bc4a21bbee8e383d5512bd40


def _ec40dc00d098b4f144bd5b8525ce03bd(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 806: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    value = (v_act[1])
                    local['card'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['ec40dc00d098b4f144bd5b8525ce03bd'] = _ec40dc00d098b4f144bd5b8525ce03bd


def _9f58b2ea31ebd8346cbad64d93ff91d1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 859: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    value = (v_act[1])
                    local['person'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    local['use_free'] = (v_act[0] == 'sponsor-free')
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


FACTORIES['9f58b2ea31ebd8346cbad64d93ff91d1'] = _9f58b2ea31ebd8346cbad64d93ff91d1


def _1945f00116a40fde25bfda7097e44aaa(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 914: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    value = (v_act[1])
                    local['t'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_act = (stack[-2]['l']['act'] if 'act' in stack[-2]['l'] else vm.vars['act'])
                    local['use_free'] = (v_act[0] == 'conquer-free')
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


FACTORIES['1945f00116a40fde25bfda7097e44aaa'] = _1945f00116a40fde25bfda7097e44aaa


def _a2d07e37b76befa14be7856e9c908848(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _fn_prop = namespace['_fn_prop']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 970: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_b = stack[-2]['l']['b']
                    local['e'] = (_fn_prop(vm, v_b, 'passive'))
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


FACTORIES['a2d07e37b76befa14be7856e9c908848'] = _a2d07e37b76befa14be7856e9c908848


def _a2dab3d85c335acd8466d19e169e9e34(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1022: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_row = stack[-3]['l']['row']
                    value = (v_row)
                    local['e'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['a2dab3d85c335acd8466d19e169e9e34'] = _a2dab3d85c335acd8466d19e169e9e34


def _63cd5373e8ccef607b14f399eb2d27aa(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1076: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-3]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a0_w_1
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


FACTORIES['63cd5373e8ccef607b14f399eb2d27aa'] = _63cd5373e8ccef607b14f399eb2d27aa


def _9b085e7302d80657ee07f073d15a610c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1127: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-4]['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_placing = (stack[-3]['l']['placing'] if 'placing' in stack[-3]['l'] else vm.vars['placing'])
                    value = (v_placing[0])
                    local['building'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_row = frame['l']['row']
                    value = (v_row)
                    local['row'] = value if type(value) in _SCALARS else _owned(value, vm)
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


FACTORIES['9b085e7302d80657ee07f073d15a610c'] = _9b085e7302d80657ee07f073d15a610c


def _a8f7ea1cd9e198328e36caff4dbd5b90(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 1184: k for line, k in namespace['_AT'].items()}
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
                    v_me = stack[-4]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a0_w_1
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


FACTORIES['a8f7ea1cd9e198328e36caff4dbd5b90'] = _a8f7ea1cd9e198328e36caff4dbd5b90


def _1fee486d49d76ccc863e868aeea61c5c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_prop = namespace['_fn_prop']
    _AT = {line + 1231: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_b = frame['l']['b']
                    block = 'turn/16/17' if (_fn_prop(vm, v_b, 'passive') is not None) else None
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


FACTORIES['1fee486d49d76ccc863e868aeea61c5c'] = _1fee486d49d76ccc863e868aeea61c5c


def _743e1f44b96533f6ced5f13603c226a4(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _in = namespace['_in']
    _AT = {line + 1273: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_e = stack[-2]['l']['e']
                    v_key = frame['l']['key']
                    block = 'effect/45/46' if (_in(vm, v_key, v_e)) else None
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


FACTORIES['743e1f44b96533f6ced5f13603c226a4'] = _743e1f44b96533f6ced5f13603c226a4


def _d890f6dc7526fb62e16dd4c83708eba9(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _in = namespace['_in']
    _AT = {line + 1316: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    v_slot = stack[-3]['l']['slot']
                    block = 'placement/20/21/22/23/24/25' if (_in(vm, v_kind, v_slot['accepts'])) else None
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


FACTORIES['d890f6dc7526fb62e16dd4c83708eba9'] = _d890f6dc7526fb62e16dd4c83708eba9


def _7667c7707ca6a3f8cbbe34c1ccf1e32a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1358: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_kind = stack[-2]['l']['kind']
                    block = 'gain/55/56' if (v_kind == 'corrupt') else None
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


FACTORIES['7667c7707ca6a3f8cbbe34c1ccf1e32a'] = _7667c7707ca6a3f8cbbe34c1ccf1e32a


def _c38fdf3ac780a8bac571a4442e6351d3(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _in = namespace['_in']
    _AT = {line + 1400: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_linked = stack[-2]['l']['linked']
                    v_t = frame['l']['t']
                    block = 'council/94/95/96' if (_in(vm, v_t, v_linked)) else None
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


FACTORIES['c38fdf3ac780a8bac571a4442e6351d3'] = _c38fdf3ac780a8bac571a4442e6351d3


def _0d6b790d893afe912a4280d709f1631d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_where = namespace['_fn_where']
    _AT = {line + 1443: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_p = frame['l']['p']
                    block = 'standing/112/113' if (_fn_where(vm, 'castle', v_p) is None) else None
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


FACTORIES['0d6b790d893afe912a4280d709f1631d'] = _0d6b790d893afe912a4280d709f1631d


def _05da00f35e8528046c5ff753079ec712(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1484: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_use_free = frame['l']['use_free']
                    block = 'pay/81' if (v_use_free) else 'pay/82'
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


FACTORIES['05da00f35e8528046c5ff753079ec712'] = _05da00f35e8528046c5ff753079ec712


def _a93d3ace7945b59924d8571c3278d911(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 1525: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_what = stack[-2]['l']['what']
                    block = 'pay/82/83' if (v_what == 'gold') else 'pay/82/84'
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


FACTORIES['a93d3ace7945b59924d8571c3278d911'] = _a93d3ace7945b59924d8571c3278d911


def _9581d7dc7e6a3eba8417e7bbee640abc(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1568: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/99/100', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/99/100'](vm, body)
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


FACTORIES['9581d7dc7e6a3eba8417e7bbee640abc'] = _9581d7dc7e6a3eba8417e7bbee640abc


def _8d6f3c85c55a3ad04f2c454bf2cc2987(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1617: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'management/62/66/67', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62/66/67'](vm, body)
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


FACTORIES['8d6f3c85c55a3ad04f2c454bf2cc2987'] = _8d6f3c85c55a3ad04f2c454bf2cc2987


def _ac58b3ca973976e0996f9a396fe3bf10(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1666: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'fame-order/18', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['fame-order/18'](vm, body)
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


FACTORIES['ac58b3ca973976e0996f9a396fe3bf10'] = _ac58b3ca973976e0996f9a396fe3bf10


def _e227e940b0b1f5705033b0a3909579b7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1715: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['players'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'final-scoring/115', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['final-scoring/115'](vm, body)
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


FACTORIES['e227e940b0b1f5705033b0a3909579b7'] = _e227e940b0b1f5705033b0a3909579b7


def _65f6a1f0eaf93d9a842a3e68990ce7cc(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_distinct = namespace['_fn_distinct']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1765: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_distinct(vm, _V['display']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'management/62/63/64', "pc": 0, "l": {'card': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62/63/64'](vm, body)
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


FACTORIES['65f6a1f0eaf93d9a842a3e68990ce7cc'] = _65f6a1f0eaf93d9a842a3e68990ce7cc


def _253fa758f6383fbf547eaf83dd7644b5(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _AT = {line + 1816: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _V['extra_persons'])))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/5/6', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/5/6'](vm, body)
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


FACTORIES['253fa758f6383fbf547eaf83dd7644b5'] = _253fa758f6383fbf547eaf83dd7644b5


def _8c3ccbad58ba3fcdf606ae1e2a4e436e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _p_sorted = namespace['_p_sorted']
    _AT = {line + 1866: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_sorted(vm, _V['piles']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'round/13/14', "pc": 0, "l": {'name': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/13/14'](vm, body)
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


FACTORIES['8c3ccbad58ba3fcdf606ae1e2a4e436e'] = _8c3ccbad58ba3fcdf606ae1e2a4e436e


def _aa66bacecc20809239a27bfbe52c8745(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1918: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_me = stack[-3]['l']['me']
                    v_mine = stack[-2]['l']['mine']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _fn_without(vm, _fn_areas(vm, 'territory'), _V['blocked']), _add(vm, v_mine, _V['attacked'][v_me])))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'management/62/70/71', "pc": 0, "l": {'t': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62/70/71'](vm, body)
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


FACTORIES['aa66bacecc20809239a27bfbe52c8745'] = _aa66bacecc20809239a27bfbe52c8745


def _ad801a928df1c7837a0b3a201280d332(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_distinct = namespace['_fn_distinct']
    _owned_items = namespace['_owned_items']
    _AT = {line + 1970: k for line, k in namespace['_AT'].items()}
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
                    _V = vm.vars
                    v_me = stack[-5]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_distinct(vm, _V['waiting'][v_me]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21/22/23/24', "pc": 0, "l": {'kind': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21/22/23/24'](vm, body)
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


FACTORIES['ad801a928df1c7837a0b3a201280d332'] = _ad801a928df1c7837a0b3a201280d332


def _92d10f0d56f08cdd554702c1c432f251(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_cond = namespace['_a0_cond']
    _AT = {line + 2019: k for line, k in namespace['_AT'].items()}
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
                    s = frame["s"] = {}
                while "stop" not in s:
                    if not _a0_cond:
                        break
                    body = {"b": 'management/62', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['management/62'](vm, body)
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


FACTORIES['92d10f0d56f08cdd554702c1c432f251'] = _92d10f0d56f08cdd554702c1c432f251


def _2d9a5f2a232c1e2d3efeb853e59826e0(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_cond = namespace['_a0_cond']
    _AT = {line + 2062: k for line, k in namespace['_AT'].items()}
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
                    s = frame["s"] = {}
                while "stop" not in s:
                    if not _a0_cond:
                        break
                    body = {"b": 'placement/20', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20'](vm, body)
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


FACTORIES['2d9a5f2a232c1e2d3efeb853e59826e0'] = _2d9a5f2a232c1e2d3efeb853e59826e0


def _57a68448ddce90100523140e81595d44(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _AT = {line + 2108: k for line, k in namespace['_AT'].items()}
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
                    v_n = frame['l']['n']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, v_n)))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'draw/57', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['draw/57'](vm, body)
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


FACTORIES['57a68448ddce90100523140e81595d44'] = _57a68448ddce90100523140e81595d44


def _26a15114d2b33e14c2383adddce6f3c1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_count = namespace['_fn_count']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _AT = {line + 2160: k for line, k in namespace['_AT'].items()}
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
                    v_p = stack[-2]['l']['p']
                    v_person = frame['l']['person']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _fn_count(vm, v_person, v_p))))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/97/98', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/97/98'](vm, body)
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


FACTORIES['26a15114d2b33e14c2383adddce6f3c1'] = _26a15114d2b33e14c2383adddce6f3c1


def _bfc06d4a28422582b348f57489653107(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0 = namespace['_a0']
    _r0 = namespace['_r0']
    _AT = {line + 2208: k for line, k in namespace['_AT'].items()}
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


def _5465e3254cf4f783f6f6ab9009ea6ceb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_lookup = namespace['_fn_lookup']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 2248: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['army']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_disc = stack[-3]['l']['disc']
                v_me = stack[-3]['l']['me']
                v_price = stack[-3]['l']['price']
                value = _owned((_sub(vm, _V['army'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5465e3254cf4f783f6f6ab9009ea6ceb'] = _5465e3254cf4f783f6f6ab9009ea6ceb


def _c5c4b48ea69e53a50f2b5d3d584c3ef0(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_with_added = namespace['_fn_with_added']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _AT = {line + 2292: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['boost']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_with_added(vm, _V['boost'][v_me], 'refill' if v_e['refill'] > 0 else 'refill_all', _p_max(vm, v_e['refill'], 1))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c5c4b48ea69e53a50f2b5d3d584c3ef0'] = _c5c4b48ea69e53a50f2b5d3d584c3ef0


def _dc32a601d2b166bad4fc84f117c68c4b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_with_added = namespace['_fn_with_added']
    _owned = namespace['_owned']
    _AT = {line + 2334: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['boost']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_free = stack[-2]['l']['free']
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_with_added(vm, _V['boost'][v_me], v_free, -1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['dc32a601d2b166bad4fc84f117c68c4b'] = _dc32a601d2b166bad4fc84f117c68c4b


def _01878270f81d6142907a981a77e852bb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_with_added = namespace['_fn_with_added']
    _owned = namespace['_owned']
    _AT = {line + 2376: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['boost']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = stack[-3]['l']['e']
                v_key = stack[-2]['l']['key']
                v_me = stack[-3]['l']['me']
                value = _owned((_fn_with_added(vm, _V['boost'][v_me], v_key, v_e[v_key])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['01878270f81d6142907a981a77e852bb'] = _01878270f81d6142907a981a77e852bb


def _9dae0c6d2008fbfc53ee95f22aa9a40d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_lookup = namespace['_fn_lookup']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 2421: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['gold']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_disc = stack[-3]['l']['disc']
                v_me = stack[-3]['l']['me']
                v_price = stack[-3]['l']['price']
                value = _owned((_sub(vm, _V['gold'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['9dae0c6d2008fbfc53ee95f22aa9a40d'] = _9dae0c6d2008fbfc53ee95f22aa9a40d


def _8d48c7c4c5fc1929e54247a164b03159(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2464: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_kind = stack[-3]['l']['kind']
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['rest'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8d48c7c4c5fc1929e54247a164b03159'] = _8d48c7c4c5fc1929e54247a164b03159


def _65e537d12b6fe2e7ac7a9ce401c96697(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _AT = {line + 2506: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['rest'][v_me], 'corrupt')), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['65e537d12b6fe2e7ac7a9ce401c96697'] = _65e537d12b6fe2e7ac7a9ce401c96697


def _ac2077c77c056b8c377c46887782049b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2547: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_kind = stack[-3]['l']['kind']
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['waiting'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['ac2077c77c056b8c377c46887782049b'] = _ac2077c77c056b8c377c46887782049b


def _3a5c56c6d41f6dcc78b858b380e43193(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _AT = {line + 2589: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['waiting'][v_me], 'corrupt')), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3a5c56c6d41f6dcc78b858b380e43193'] = _3a5c56c6d41f6dcc78b858b380e43193


def _5ef44de0d6e50969ae8a0760425c419c(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_prop = namespace['_fn_prop']
    _owned = namespace['_owned']
    _AT = {line + 2628: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_b = frame['l']['b']
                v_built = stack[-2]['l']['built']
                value = (_add(vm, v_built, _fn_prop(vm, v_b, 'fame')))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['built'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5ef44de0d6e50969ae8a0760425c419c'] = _5ef44de0d6e50969ae8a0760425c419c


def _c239e4ab5ca5caafc22782cefe6917df(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2661: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_b = stack[-5]['l']['b']
                v_i = stack[-5]['l']['i']
                v_kind = stack[-2]['l']['kind']
                v_opts = stack[-6]['l']['opts']
                value = (_add(vm, v_opts, [[v_b, v_i, v_kind]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-6]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['c239e4ab5ca5caafc22782cefe6917df'] = _c239e4ab5ca5caafc22782cefe6917df


def _24cdae3f1e6f4bbf4fea0e2a1cec226b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2696: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_card = stack[-2]['l']['card']
                v_opts = stack[-4]['l']['opts']
                value = (_add(vm, v_opts, [['build', v_card]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-4]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['24cdae3f1e6f4bbf4fea0e2a1cec226b'] = _24cdae3f1e6f4bbf4fea0e2a1cec226b


def _97a06023c151ced91214ea9a062d65e1(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _AT = {line + 2730: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_colours = stack[-2]['l']['colours']
                value = (_fn_tier(vm, _p_max(vm, v_colours), [[6, 9], [4, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['97a06023c151ced91214ea9a062d65e1'] = _97a06023c151ced91214ea9a062d65e1


def _00220f3af8eb110eb9293940c3280887(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _p_min = namespace['_p_min']
    _AT = {line + 2763: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_colours = stack[-2]['l']['colours']
                value = (_mul(vm, 3, _p_min(vm, _p_min(vm, v_colours), 3)))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['00220f3af8eb110eb9293940c3280887'] = _00220f3af8eb110eb9293940c3280887


def _812be481e181ce0e06c1f3e275dd0e43(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _owned = namespace['_owned']
    _AT = {line + 2796: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_markers = stack[-3]['l']['markers']
                v_p = stack[-3]['l']['p']
                v_t = stack[-2]['l']['t']
                value = (_add(vm, v_markers, _fn_count(vm, v_t, v_p)))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['markers'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['812be481e181ce0e06c1f3e275dd0e43'] = _812be481e181ce0e06c1f3e275dd0e43


def _1c1c41cbcdccdcc9c84178eb5c49e9c4(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2830: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_n = stack[-3]['l']['n']
                value = (_add(vm, v_n, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['n'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1c1c41cbcdccdcc9c84178eb5c49e9c4'] = _1c1c41cbcdccdcc9c84178eb5c49e9c4


def _7a585973f858e34cc6aa291e5599b186(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 2862: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_on_land = stack[-2]['l']['on_land']
                value = (_fn_tier(vm, v_on_land, [[5, 9], [4, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7a585973f858e34cc6aa291e5599b186'] = _7a585973f858e34cc6aa291e5599b186


def _0eff9aa3f9f38a5fe004e9d2e73c4491(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2894: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-2]['l']['opts']
                value = (_add(vm, v_opts, ['tax']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0eff9aa3f9f38a5fe004e9d2e73c4491'] = _0eff9aa3f9f38a5fe004e9d2e73c4491


def _d284501cd4e59d78a56754431a2136eb(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2926: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-4]['l']['opts']
                v_person = stack[-2]['l']['person']
                value = (_add(vm, v_opts, [['sponsor', v_person]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-4]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['d284501cd4e59d78a56754431a2136eb'] = _d284501cd4e59d78a56754431a2136eb


def _cd85ac4dd3ce95aa6585d938be0da250(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2959: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-4]['l']['opts']
                v_person = stack[-2]['l']['person']
                value = (_add(vm, v_opts, [['sponsor-free', v_person]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-4]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['cd85ac4dd3ce95aa6585d938be0da250'] = _cd85ac4dd3ce95aa6585d938be0da250


def _4b3f1b1bb2d36b466381f686f57b4ccd(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 2992: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-5]['l']['opts']
                v_t = stack[-3]['l']['t']
                value = (_add(vm, v_opts, [['conquer', v_t]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-5]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['4b3f1b1bb2d36b466381f686f57b4ccd'] = _4b3f1b1bb2d36b466381f686f57b4ccd


def _7da15bc88935c49ec8d5eedf5a0ad26d(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 3025: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_opts = stack[-5]['l']['opts']
                v_t = stack[-3]['l']['t']
                value = (_add(vm, v_opts, [['conquer-free', v_t]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-5]['l']['opts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7da15bc88935c49ec8d5eedf5a0ad26d'] = _7da15bc88935c49ec8d5eedf5a0ad26d


def _5337818c3b266f1839a7cc1928676a44(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _AT = {line + 3057: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_p = stack[-2]['l']['p']
                value = (7 if _add(vm, _fn_count(vm, 'princess-1', v_p), _fn_count(vm, 'princess-2', v_p)) >= 2 else 5)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['5337818c3b266f1839a7cc1928676a44'] = _5337818c3b266f1839a7cc1928676a44


def _4a2264acd9a64ffb6adb5130f8a8bf7a(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _AT = {line + 3085: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_p = stack[-2]['l']['p']
                value = (8 if _fn_pieces_on(vm, 'palace', v_p) > 0 else 4)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['4a2264acd9a64ffb6adb5130f8a8bf7a'] = _4a2264acd9a64ffb6adb5130f8a8bf7a


def _a4d7bf434b4bce5684a93f7a88f8e5d5(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _storable = namespace['_storable']
    _AT = {line + 3114: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_p = stack[-2]['l']['p']
                value = _storable((_fn_pieces_on(vm, 'person', v_p)), vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a4d7bf434b4bce5684a93f7a88f8e5d5'] = _a4d7bf434b4bce5684a93f7a88f8e5d5


def _8f401e5478bd972edca73a647f5230a6(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_tier = namespace['_fn_tier']
    _owned = namespace['_owned']
    _AT = {line + 3144: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                v_specialists = stack[-2]['l']['specialists']
                value = (_fn_tier(vm, v_specialists, [[5, 9], [4, 6], [0, 3]]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8f401e5478bd972edca73a647f5230a6'] = _8f401e5478bd972edca73a647f5230a6


def _3780f020a8b3d35d2170443e76b9f27b(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 3173: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = (['tax'])
                stack[-3]['l']['ways'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3780f020a8b3d35d2170443e76b9f27b'] = _3780f020a8b3d35d2170443e76b9f27b


def _8539f74c6e6a58ad1c75e28c490f4948(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 3199: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = (['use'])
                stack[-3]['l']['ways'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8539f74c6e6a58ad1c75e28c490f4948'] = _8539f74c6e6a58ad1c75e28c490f4948


def _f5ffeed3c6eb2c78891cb542a411f4a0(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_0 = namespace['_a0_0']
    _AT = {line + 3226: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-2]['l']['pts'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f5ffeed3c6eb2c78891cb542a411f4a0'] = _f5ffeed3c6eb2c78891cb542a411f4a0


def _cbf2ab45da4b542a8a50bbc32e8a989f(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_0 = namespace['_a0_0']
    _AT = {line + 3253: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 1
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = _a0_0
                stack[-3]['l']['built'] = value
                return 3
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['cbf2ab45da4b542a8a50bbc32e8a989f'] = _cbf2ab45da4b542a8a50bbc32e8a989f


def _84ab73db408c7e483039033f031663e2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_value = namespace['_a0_value']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_value = namespace['_a1_value']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_value = namespace['_a2_value']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a3_refuse = namespace['_a3_refuse']
    _a3_var = namespace['_a3_var']
    _a3_within = namespace['_a3_within']
    _a4_refuse = namespace['_a4_refuse']
    _a4_var = namespace['_a4_var']
    _a4_within = namespace['_a4_within']
    _a5_refuse = namespace['_a5_refuse']
    _a5_var = namespace['_a5_var']
    _a5_within = namespace['_a5_within']
    _a7_block = namespace['_a7_block']
    _a8_block = namespace['_a8_block']
    _a9_block = namespace['_a9_block']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _too_deep = namespace['_too_deep']
    _AT = {line + 3310: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 10
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['taxed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                value = _a0_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
                target = vm.vars['used']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
                target = vm.vars['attacked']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_me])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'turn/16', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/16'](vm, body)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a7_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a7_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a8_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a8_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a9_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a9_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 9
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
            if pc <= 4:
                target = vm.vars['used']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
            if pc <= 5:
                target = vm.vars['attacked']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
            if pc <= 6:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_me])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'turn/16', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['turn/16'](vm, body)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 7:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a7_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a7_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a8_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a8_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a9_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a9_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 9
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


FACTORIES['84ab73db408c7e483039033f031663e2'] = _84ab73db408c7e483039033f031663e2


def _30cb32fe887e1b552244f174835bf929(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a5_kind = namespace['_a5_kind']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_where = namespace['_fn_where']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _storable = namespace['_storable']
    _AT = {line + 3611: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 11
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['opts'] = ([])
                v_me = stack[-2]['l']['me']
                local['mine'] = _storable((_add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me)])), vm)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/63' if (_p_len(vm, _V['flipped'][v_me]) == 0) else None
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
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/66' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
                if frame["s"] is None:
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/70' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/75' if (not _V['taxed'][v_me]) else None
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
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'act' in _d or 'act' not in vm.vars:
                        _d['act'] = value
                    else:
                        vm.vars['act'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'act' in _d or 'act' not in vm.vars:
                            _d['act'] = value
                        else:
                            vm.vars['act'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 5
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a5_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a5_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/76' if (v_act is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/77' if (v_act == 'tax') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/78' if (v_act != 'tax' and v_act[0] == 'build') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/79' if (v_act != 'tax' and v_act[0] in ['sponsor', 'sponsor-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/80' if (v_act != 'tax' and v_act[0] in ['conquer', 'conquer-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/63' if (_p_len(vm, _V['flipped'][v_me]) == 0) else None
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
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/66' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
            if pc <= 3:
                if frame["s"] is None:
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/70' if (_fn_count(vm, 'markers', v_me) > 0) else None
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
            if pc <= 4:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'management/62/75' if (not _V['taxed'][v_me]) else None
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
            if pc <= 5:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'act' in _d or 'act' not in vm.vars:
                        _d['act'] = value
                    else:
                        vm.vars['act'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'act' in _d or 'act' not in vm.vars:
                            _d['act'] = value
                        else:
                            vm.vars['act'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 5
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a5_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a5_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 6:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/76' if (v_act is None) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 7:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/77' if (v_act == 'tax') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/78' if (v_act != 'tax' and v_act[0] == 'build') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/79' if (v_act != 'tax' and v_act[0] in ['sponsor', 'sponsor-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 10:
                if frame["s"] is None:
                    v_act = (frame['l']['act'] if 'act' in frame['l'] else vm.vars['act'])
                    block = 'management/62/80' if (v_act != 'tax' and v_act[0] in ['conquer', 'conquer-free']) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
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


FACTORIES['30cb32fe887e1b552244f174835bf929'] = _30cb32fe887e1b552244f174835bf929


def _9adf592edf3de71bd808f5398259fa01(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _a2 = namespace['_a2']
    _a4 = namespace['_a4']
    _a6 = namespace['_a6']
    _a7_0 = namespace['_a7_0']
    _add = namespace['_add']
    _fn_option = namespace['_fn_option']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _p_len = namespace['_p_len']
    _r2 = namespace['_r2']
    _r4 = namespace['_r4']
    _r6 = namespace['_r6']
    _sliced = namespace['_sliced']
    _too_deep = namespace['_too_deep']
    _AT = {line + 4014: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 11
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
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
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                frame["s"] = None
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
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
                value = (_sliced(vm, (frame['l']['mixed_persons'] if 'mixed_persons' in frame['l'] else vm.vars['mixed_persons'])[:5]) if _fn_option(vm, 'base_persons') == 'random' else _fn_option(vm, 'base_persons'))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
                signal = _r4(vm, frame, _a4)
                if signal:
                    frame["pc"] = 4
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 4
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    block = 'setup/4' if (_fn_option(vm, 'extra_persons') == 'random') else 'setup/5'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                signal = _r6(vm, frame, _a6)
                if signal:
                    frame["pc"] = 6
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 6
                    return 2
                frame["s"] = None
                local = frame["l"]
                local['k'] = _a7_0
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/7', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/7'](vm, body)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                value = (_add(vm, _p_len(vm, _V['players']), 1))
                vm.vars['clock'] = value
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/8', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/8'](vm, body)
                    if signal != _END:
                        frame["pc"] = 10
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
                signal = _r2(vm, frame, _a2)
                if signal:
                    frame["pc"] = 2
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 2
                    return 2
                frame["s"] = None
            if pc <= 3:
                value = (_sliced(vm, (frame['l']['mixed_persons'] if 'mixed_persons' in frame['l'] else vm.vars['mixed_persons'])[:5]) if _fn_option(vm, 'base_persons') == 'random' else _fn_option(vm, 'base_persons'))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
            if pc <= 4:
                signal = _r4(vm, frame, _a4)
                if signal:
                    frame["pc"] = 4
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 4
                    return 2
                frame["s"] = None
            if pc <= 5:
                if frame["s"] is None:
                    block = 'setup/4' if (_fn_option(vm, 'extra_persons') == 'random') else 'setup/5'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
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
                local = frame["l"]
                local['k'] = _a7_0
            if pc <= 8:
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/7', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/7'](vm, body)
                    if signal != _END:
                        frame["pc"] = 8
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 9:
                _V = vm.vars
                value = (_add(vm, _p_len(vm, _V['players']), 1))
                vm.vars['clock'] = value
            if pc <= 10:
                s = frame["s"]
                if s is None:
                    v_drawn = (frame['l']['drawn'] if 'drawn' in frame['l'] else vm.vars['drawn'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((v_drawn)), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'setup/8', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['setup/8'](vm, body)
                    if signal != _END:
                        frame["pc"] = 10
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


FACTORIES['9adf592edf3de71bd808f5398259fa01'] = _9adf592edf3de71bd808f5398259fa01


def _bd77970d01aeee34213546ea68d50ff1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a6_block = namespace['_a6_block']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _sub = namespace['_sub']
    _too_deep = namespace['_too_deep']
    _AT = {line + 4300: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 11
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = frame['l']['e']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _sub(vm, _V['gold'][v_me], _fn_lookup(vm, v_e, 'pay_gold', 0)), _fn_lookup(vm, v_e, 'gold', 0))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = frame['l']['e']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _sub(vm, _V['army'][v_me], _fn_lookup(vm, v_e, 'pay_army', 0)), _fn_lookup(vm, v_e, 'army', 0))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/38' if (_fn_lookup(vm, v_e, 'fame', 0) > 0) else None
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
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_lookup(vm, v_e, 'gain', []))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/39', "pc": 0, "l": {'kind': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/39'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _fn_lookup(vm, v_e, 'remove', 0))))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/40', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/40'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    _V = vm.vars
                    v_e = frame['l']['e']
                    block = 'effect/44' if (_fn_lookup(vm, v_e, 'swap') is not None and _in(vm, v_e['swap'][0], _V['waiting'][frame['l']['me']]) and (_V['supply'][v_e['swap'][1]] > 0)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_e = frame['l']['e']
                    value = (_fn_lookup(vm, v_e, 'draw', 0))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a6_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a6_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": list((['disc_build', 'disc_conquer', 'disc_sponsor', 'free_build', 'free_conquer', 'free_sponsor']))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/45', "pc": 0, "l": {'key': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/45'](vm, body)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/47' if (_in(vm, 'refill', v_e)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/48' if (_fn_lookup(vm, v_e, 'add_marker') == 'territory' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/50' if (_fn_lookup(vm, v_e, 'add_marker') == 'person' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = frame['l']['e']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _sub(vm, _V['army'][v_me], _fn_lookup(vm, v_e, 'pay_army', 0)), _fn_lookup(vm, v_e, 'army', 0))), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/38' if (_fn_lookup(vm, v_e, 'fame', 0) > 0) else None
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
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_lookup(vm, v_e, 'gain', []))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/39', "pc": 0, "l": {'kind': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/39'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    v_e = frame['l']['e']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_list(vm, _p_range(vm, _fn_lookup(vm, v_e, 'remove', 0))))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/40', "pc": 0, "l": {'k': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/40'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                if frame["s"] is None:
                    _V = vm.vars
                    v_e = frame['l']['e']
                    block = 'effect/44' if (_fn_lookup(vm, v_e, 'swap') is not None and _in(vm, v_e['swap'][0], _V['waiting'][frame['l']['me']]) and (_V['supply'][v_e['swap'][1]] > 0)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 6:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_e = frame['l']['e']
                    value = (_fn_lookup(vm, v_e, 'draw', 0))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a6_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a6_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 6
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 7:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {"i": 0, "items": list((['disc_build', 'disc_conquer', 'disc_sponsor', 'free_build', 'free_conquer', 'free_sponsor']))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'effect/45', "pc": 0, "l": {'key': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['effect/45'](vm, body)
                    if signal != _END:
                        frame["pc"] = 7
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/47' if (_in(vm, 'refill', v_e)) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/48' if (_fn_lookup(vm, v_e, 'add_marker') == 'territory' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 10:
                if frame["s"] is None:
                    v_e = frame['l']['e']
                    block = 'effect/50' if (_fn_lookup(vm, v_e, 'add_marker') == 'person' and _fn_count(vm, 'markers', frame['l']['me']) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
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


FACTORIES['bd77970d01aeee34213546ea68d50ff1'] = _bd77970d01aeee34213546ea68d50ff1


def _42aacf8a30877329b5a4dc6803406ef6(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a12_block = namespace['_a12_block']
    _a13_refuse = namespace['_a13_refuse']
    _a13_var = namespace['_a13_var']
    _a13_within = namespace['_a13_within']
    _a14_refuse = namespace['_a14_refuse']
    _a14_var = namespace['_a14_var']
    _a14_within = namespace['_a14_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_value = namespace['_a1_value']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_value = namespace['_a2_value']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a4_refuse = namespace['_a4_refuse']
    _a4_var = namespace['_a4_var']
    _a4_within = namespace['_a4_within']
    _a5_refuse = namespace['_a5_refuse']
    _a5_var = namespace['_a5_var']
    _a5_within = namespace['_a5_within']
    _a6_refuse = namespace['_a6_refuse']
    _a6_var = namespace['_a6_var']
    _a6_within = namespace['_a6_within']
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_option = namespace['_fn_option']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _too_deep = namespace['_too_deep']
    _AT = {line + 4726: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 15
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
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    _V = vm.vars
                    v_me = frame['l']['me']
                    value = (_add(vm, _V['gold'][v_me], _V['army'][v_me]))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
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
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/88' if (not _V['taxed'][v_me]) else None
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
                target = vm.vars['rest']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _add(vm, _V['rest'][v_me], _V['placed'][v_me]), _V['waiting'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
                target = vm.vars['placed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
                target = vm.vars['waiting']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a6_refuse(_a6_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a6_within(vm, target)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/89' if (_fn_lookup(vm, _V['boost'][v_me], 'refill_all', 0) > 0 and _p_len(vm, _V['rest'][v_me]) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
                local = frame["l"]
                _V = vm.vars
                v_me = frame['l']['me']
                value = (_fn_lookup(vm, _V['boost'][v_me], 'refill', 0))
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    _V = vm.vars
                    v_left = frame['l']['left']
                    if not (v_left > 0 and _p_len(vm, _V['rest'][frame['l']['me']]) > 0):
                        break
                    body = {"b": 'rest/90', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['rest/90'](vm, body)
                    if signal != _END:
                        frame["pc"] = 9
                        return signal
                    stack.pop()
                frame["s"] = None
                local = frame["l"]
                value = (_fn_option(vm, 'draw_count'))
                local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'rest/92' if (_fn_pieces_on(vm, 'palace', v_me) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_n = frame['l']['n']
                    value = (v_n)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a12_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a12_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 12
                        return signal
                    stack.pop()
                frame["s"] = None
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a13_refuse(_a13_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a13_within(vm, target)
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a14_refuse(_a14_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a14_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = _a1_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['army']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = _a2_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/88' if (not _V['taxed'][v_me]) else None
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
            if pc <= 4:
                target = vm.vars['rest']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a4_refuse(_a4_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _add(vm, _V['rest'][v_me], _V['placed'][v_me]), _V['waiting'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a4_within(vm, target)
            if pc <= 5:
                target = vm.vars['placed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
            if pc <= 6:
                target = vm.vars['waiting']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a6_refuse(_a6_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a6_within(vm, target)
            if pc <= 7:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    block = 'rest/89' if (_fn_lookup(vm, _V['boost'][v_me], 'refill_all', 0) > 0 and _p_len(vm, _V['rest'][v_me]) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 8:
                local = frame["l"]
                _V = vm.vars
                v_me = frame['l']['me']
                value = (_fn_lookup(vm, _V['boost'][v_me], 'refill', 0))
                local['left'] = value if type(value) in _SCALARS else _owned(value, vm)
            if pc <= 9:
                s = frame["s"]
                if s is None:
                    s = frame["s"] = {}
                while "stop" not in s:
                    _V = vm.vars
                    v_left = frame['l']['left']
                    if not (v_left > 0 and _p_len(vm, _V['rest'][frame['l']['me']]) > 0):
                        break
                    body = {"b": 'rest/90', "pc": 0, "l": {}, "s": None, "loop": 1}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['rest/90'](vm, body)
                    if signal != _END:
                        frame["pc"] = 9
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 10:
                local = frame["l"]
                value = (_fn_option(vm, 'draw_count'))
                local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
            if pc <= 11:
                if frame["s"] is None:
                    v_me = frame['l']['me']
                    block = 'rest/92' if (_fn_pieces_on(vm, 'palace', v_me) > 0) else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 12:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_n = frame['l']['n']
                    value = (v_n)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a12_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a12_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 12
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 13:
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a13_refuse(_a13_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a13_within(vm, target)
            if pc <= 14:
                target = vm.vars['boost']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a14_refuse(_a14_var, target, index)
                value = ({})
                target[index] = value
                if type(value) not in _SCALARS:
                    _a14_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['42aacf8a30877329b5a4dc6803406ef6'] = _42aacf8a30877329b5a4dc6803406ef6


def _6c3fe2554bc5d40d280c12c61d6841bf(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a4_0 = namespace['_a4_0']
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _fn_props_of = namespace['_fn_props_of']
    _owned = namespace['_owned']
    _sliced = namespace['_sliced']
    _storable = namespace['_storable']
    _AT = {line + 5118: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 16
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_person = frame['l']['person']
                value = (_sliced(vm, v_person[:8]) if _sliced(vm, v_person[:8]) == 'princess' else v_person)
                local['kind'] = value if type(value) in _SCALARS else _owned(value, vm)
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['colours'] = _storable(([_fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'red'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'yellow'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'green')]), vm)
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['specialists'] = _storable((_add(vm, _add(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'soldier'), _fn_occurrences(vm, _V['waiting'][v_p], 'merchant')), _fn_occurrences(vm, _V['waiting'][v_p], 'priest'))), vm)
                local = frame["l"]
                v_p = frame['l']['p']
                local['on_land'] = _storable((_add(vm, _fn_pieces_on(vm, 'territory', v_p), 1)), vm)
                local = frame["l"]
                local['pts'] = _a4_0
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/101' if (v_kind == 'jester') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/102' if (v_kind == 'mayor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/103' if (v_kind == 'princess') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/104' if (v_kind == 'chancellor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/105' if (v_kind == 'prince') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/106' if (v_kind == 'architect') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/107' if (v_kind == 'queen') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/108' if (v_kind == 'chamberlain') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 12
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/109' if (v_kind == 'inquisitor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 13
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/110' if (v_kind == 'archbishop') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 14
                            return signal
                        stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/111' if (v_kind == 'scholar') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 15
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['colours'] = _storable(([_fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'red'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'yellow'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'green')]), vm)
            if pc <= 2:
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['specialists'] = _storable((_add(vm, _add(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'soldier'), _fn_occurrences(vm, _V['waiting'][v_p], 'merchant')), _fn_occurrences(vm, _V['waiting'][v_p], 'priest'))), vm)
            if pc <= 3:
                local = frame["l"]
                v_p = frame['l']['p']
                local['on_land'] = _storable((_add(vm, _fn_pieces_on(vm, 'territory', v_p), 1)), vm)
            if pc <= 4:
                local = frame["l"]
                local['pts'] = _a4_0
            if pc <= 5:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/101' if (v_kind == 'jester') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 6:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/102' if (v_kind == 'mayor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 6
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 7:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/103' if (v_kind == 'princess') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 7
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 8:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/104' if (v_kind == 'chancellor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 8
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 9:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/105' if (v_kind == 'prince') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 9
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 10:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/106' if (v_kind == 'architect') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 10
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 11:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/107' if (v_kind == 'queen') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 11
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 12:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/108' if (v_kind == 'chamberlain') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 12
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 13:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/109' if (v_kind == 'inquisitor') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 13
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 14:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/110' if (v_kind == 'archbishop') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 14
                            return signal
                        stack.pop()
                frame["s"] = None
            if pc <= 15:
                if frame["s"] is None:
                    v_kind = frame['l']['kind']
                    block = 'person-points/111' if (v_kind == 'scholar') else None
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 15
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


FACTORIES['6c3fe2554bc5d40d280c12c61d6841bf'] = _6c3fe2554bc5d40d280c12c61d6841bf


def _3d33f06767b23c5764f648191b86c303(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _sliced = namespace['_sliced']
    _AT = {line + 5524: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                v_name = frame['l']['name']
                value = (_add(vm, _V['display'], _sliced(vm, _V['piles'][v_name][:_V['per_deal']])))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['display'] = value
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_name = frame['l']['name']
                value = _owned((_sliced(vm, _V['piles'][v_name][_V['per_deal']:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_name = frame['l']['name']
                value = _owned((_sliced(vm, _V['piles'][v_name][_V['per_deal']:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['3d33f06767b23c5764f648191b86c303'] = _3d33f06767b23c5764f648191b86c303


def _21396df5993d69af7007490846b1b676(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 5582: k for line, k in namespace['_AT'].items()}
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
                    if 'person' in _d or 'person' not in vm.vars:
                        _d['person'] = value
                    else:
                        vm.vars['person'] = value
                else:
                    _V = vm.vars
                    opts = list((_fn_without(vm, _fn_areas(vm, 'person'), _V['persons'])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'person' in _d or 'person' not in vm.vars:
                            _d['person'] = value
                        else:
                            vm.vars['person'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 0
                        _V = vm.vars
                        player = (_V['players'][0])
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a0_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                _V = vm.vars
                v_person = (frame['l']['person'] if 'person' in frame['l'] else vm.vars['person'])
                value = (_add(vm, _V['persons'], [v_person]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
                return 3
            if pc <= 1:
                _V = vm.vars
                v_person = (frame['l']['person'] if 'person' in frame['l'] else vm.vars['person'])
                value = (_add(vm, _V['persons'], [v_person]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['persons'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['21396df5993d69af7007490846b1b676'] = _21396df5993d69af7007490846b1b676


def _136310222454f138e20e56c50d7b1945(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_value = namespace['_a0_value']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 5663: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['taxed']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                value = _a0_value
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['gold'][v_me], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['gold']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['gold'][v_me], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['136310222454f138e20e56c50d7b1945'] = _136310222454f138e20e56c50d7b1945


def _a10a4e6093bffbbda2590217c05fa2ab(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_key = namespace['_a1_key']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 5728: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                value = (['commoner', 'commoner', 'commoner', 'commoner'])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['supply']
                index = _a1_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                value = _owned((_sub(vm, _V['supply']['commoner'], 4)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['supply']
                index = _a1_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                value = _owned((_sub(vm, _V['supply']['commoner'], 4)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a10a4e6093bffbbda2590217c05fa2ab'] = _a10a4e6093bffbbda2590217c05fa2ab


def _1cf7a7a51daef736a34070b2eff9da9a(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _AT = {line + 5782: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        pc = frame['pc']
        try:
            if not pc:
                value = ({'all': [['red-1', 'yellow-1', 'green-1'], ['red-2', 'yellow-2', 'green-2'], ['red-3', 'yellow-3', 'green-3']]})
                vm.vars['pile_decks'] = value
                _V = vm.vars
                value = (_mul(vm, _V['per_deal'], 3))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['per_deal'] = value
                return 3
            if pc <= 1:
                _V = vm.vars
                value = (_mul(vm, _V['per_deal'], 3))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['per_deal'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['1cf7a7a51daef736a34070b2eff9da9a'] = _1cf7a7a51daef736a34070b2eff9da9a


def _6c2defb76c7d92c24934d23f04c1061d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 5825: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    _V = vm.vars
                    v_b = stack[-2]['l']['b']
                    v_i = stack[-2]['l']['i']
                    v_me = stack[-4]['l']['me']
                    block = 'placement/20/21/22/23' if (not _in(vm, [v_b, v_i], _V['used'][v_me]) and (v_i == 0 or _in(vm, [v_b, _sub(vm, v_i, 1)], _V['used'][v_me]))) else None
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
                v_i = stack[-2]['l']['i']
                value = (_add(vm, v_i, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['i'] = value
                return 3
            if pc <= 1:
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


FACTORIES['6c2defb76c7d92c24934d23f04c1061d'] = _6c2defb76c7d92c24934d23f04c1061d


def _f28b927d19150f13b7d9b7b0d04eb22d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _p_len = namespace['_p_len']
    _AT = {line + 5881: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'draw/57/58' if (_p_len(vm, _V['bag'][v_me]) == 0) else None
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
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'draw/57/61' if (_p_len(vm, _V['bag'][v_me]) > 0) else None
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
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'draw/57/61' if (_p_len(vm, _V['bag'][v_me]) > 0) else None
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


FACTORIES['f28b927d19150f13b7d9b7b0d04eb22d'] = _f28b927d19150f13b7d9b7b0d04eb22d


def _0320cbc688d34662d0a06bb78d2e1579(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _fn_option = namespace['_fn_option']
    _owned_items = namespace['_owned_items']
    _p_sorted = namespace['_p_sorted']
    _AT = {line + 5960: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    block = 'build-piles/10' if (_fn_option(vm, 'mixed_buildings')) else None
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
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_sorted(vm, _V['pile_decks']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11', "pc": 0, "l": {'name': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_p_sorted(vm, _V['pile_decks']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11', "pc": 0, "l": {'name': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11'](vm, body)
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


FACTORIES['0320cbc688d34662d0a06bb78d2e1579'] = _0320cbc688d34662d0a06bb78d2e1579


def _f505aaa8793310bfc35e39641ede609c(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _a0_block = namespace['_a0_block']
    _a1_block = namespace['_a1_block']
    _too_deep = namespace['_too_deep']
    _AT = {line + 6047: k for line, k in namespace['_AT'].items()}
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
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['f505aaa8793310bfc35e39641ede609c'] = _f505aaa8793310bfc35e39641ede609c


def _a4fcfeee357b888153f8a8828757a7ec(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _a0_w_3 = namespace['_a0_w_3']
    _a0_w_4 = namespace['_a0_w_4']
    _a1_count = namespace['_a1_count']
    _a1_src = namespace['_a1_src']
    _add = namespace['_add']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _owned = namespace['_owned']
    _shift = namespace['_shift']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 6136: k for line, k in namespace['_AT'].items()}
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
                    local['free'] = _a0_w_1
                    v_use_free = frame['l']['use_free']
                    value = (v_use_free)
                    local['use_free'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['disc'] = _a0_w_3
                    local['what'] = _a0_w_4
                    v_me = frame['l']['me']
                    local['price'] = _storable((_add(vm, 2, _fn_pieces_on(vm, 'person', v_me))), vm)
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
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a1_src
                v_person = frame['l']['person']
                dst = (v_person)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a1_count))
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
            if pc <= 1:
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 1
                    if vm.window(frame, "pc1"):
                        return 2
                v_me = frame['l']['me']
                p = (v_me)
                src = _a1_src
                v_person = frame['l']['person']
                dst = (v_person)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a1_count))
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
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a4fcfeee357b888153f8a8828757a7ec'] = _a4fcfeee357b888153f8a8828757a7ec


def _7abf53df9169a197446cf3addaaa6269(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _reversed = namespace['_reversed']
    _too_deep = namespace['_too_deep']
    _AT = {line + 6243: k for line, k in namespace['_AT'].items()}
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
                    v_p = stack[-3]['l']['p']
                    value = (v_p)
                    local['p'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_person = stack[-2]['l']['person']
                    value = (v_person)
                    local['person'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a0_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["ret"] = 'pts'
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a0_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 0
                        return signal
                    stack.pop()
                    frame["s"]["ret"] = child["l"].get('pts')
                value = frame["s"].get("ret")
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'pts' in _d:
                        _d['pts'] = value
                        break
                else:
                    if 'pts' in vm.vars:
                        vm.vars['pts'] = value
                    else:
                        stack[-1]['l']['pts'] = value
                frame["s"] = None
                v_gained = stack[-3]['l']['gained']
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'pts' in _d:
                        v_pts = _d['pts']
                        break
                else:
                    v_pts = vm.vars['pts']
                value = (_add(vm, v_gained, v_pts))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['gained'] = value
                return 3
            if pc <= 1:
                v_gained = stack[-3]['l']['gained']
                for _f in _reversed(stack):
                    _d = _f['l']
                    if 'pts' in _d:
                        v_pts = _d['pts']
                        break
                else:
                    v_pts = vm.vars['pts']
                value = (_add(vm, v_gained, v_pts))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-3]['l']['gained'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['7abf53df9169a197446cf3addaaa6269'] = _7abf53df9169a197446cf3addaaa6269


def _9f039d75271f41ba415f62fdd8a9df04(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _AT = {line + 6328: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    v_short = stack[-2]['l']['short']
                    block = 'use-row/31/32' if (v_short <= 0) else None
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
                    _V = vm.vars
                    v_short = stack[-2]['l']['short']
                    block = 'use-row/31/33' if (v_short == 1 and (not _V['taxed'][stack[-2]['l']['me']])) else None
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
                    _V = vm.vars
                    v_short = stack[-2]['l']['short']
                    block = 'use-row/31/33' if (v_short == 1 and (not _V['taxed'][stack[-2]['l']['me']])) else None
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


FACTORIES['9f039d75271f41ba415f62fdd8a9df04'] = _9f039d75271f41ba415f62fdd8a9df04


def _ef89283236259f0b0d14c57e4020c48e(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _AT = {line + 6405: k for line, k in namespace['_AT'].items()}
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
                    if 'extra' in _d or 'extra' not in vm.vars:
                        _d['extra'] = value
                    else:
                        vm.vars['extra'] = value
                else:
                    opts = list((['draw']))
                    opts.append(None)
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
                if frame["s"] is None:
                    v_extra = (frame['l']['extra'] if 'extra' in frame['l'] else vm.vars['extra'])
                    block = 'rest/92/93' if (v_extra == 'draw') else None
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
                    v_extra = (frame['l']['extra'] if 'extra' in frame['l'] else vm.vars['extra'])
                    block = 'rest/92/93' if (v_extra == 'draw') else None
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


FACTORIES['ef89283236259f0b0d14c57e4020c48e'] = _ef89283236259f0b0d14c57e4020c48e


def _ff99d9fb4cd2a92c5429a6ffd4c3d718(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 6492: k for line, k in namespace['_AT'].items()}
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
                    if 'where_' in _d or 'where_' not in vm.vars:
                        _d['where_'] = value
                    else:
                        vm.vars['where_'] = value
                else:
                    v_me = stack[-2]['l']['me']
                    opts = list((_fn_without(vm, _fn_areas_of(vm, 'person', v_me), _fn_areas_of(vm, 'person', v_me, 2))))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'where_' in _d or 'where_' not in vm.vars:
                            _d['where_'] = value
                        else:
                            vm.vars['where_'] = value
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
                if frame["s"] is None:
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/50/51' if (v_where_ is not None) else None
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
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/50/51' if (v_where_ is not None) else None
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


FACTORIES['ff99d9fb4cd2a92c5429a6ffd4c3d718'] = _ff99d9fb4cd2a92c5429a6ffd4c3d718


def _5e8b11faeecd807f9e64fd36878a092a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _AT = {line + 6589: k for line, k in namespace['_AT'].items()}
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
                    if 'where_' in _d or 'where_' not in vm.vars:
                        _d['where_'] = value
                    else:
                        vm.vars['where_'] = value
                else:
                    v_me = stack[-2]['l']['me']
                    opts = list((_fn_without(vm, _fn_areas_of(vm, 'territory', v_me), _fn_areas_of(vm, 'territory', v_me, 2))))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'where_' in _d or 'where_' not in vm.vars:
                            _d['where_'] = value
                        else:
                            vm.vars['where_'] = value
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
                if frame["s"] is None:
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/48/49' if (v_where_ is not None) else None
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
                    v_where_ = (frame['l']['where_'] if 'where_' in frame['l'] else vm.vars['where_'])
                    block = 'effect/48/49' if (v_where_ is not None) else None
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


FACTORIES['5e8b11faeecd807f9e64fd36878a092a'] = _5e8b11faeecd807f9e64fd36878a092a


def _74fc7d60e931897e2c4fd2e1a61a1d5f(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _fn_prop = namespace['_fn_prop']
    _AT = {line + 6684: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['i'] = _a0_0
                s = frame["s"]
                if s is None:
                    v_b = frame['l']['b']
                    s = frame["s"] = {"i": 0, "items": list((_fn_prop(vm, v_b, 'slots')))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21/22', "pc": 0, "l": {'slot': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21/22'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_b = frame['l']['b']
                    s = frame["s"] = {"i": 0, "items": list((_fn_prop(vm, v_b, 'slots')))}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21/22', "pc": 0, "l": {'slot': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21/22'](vm, body)
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


FACTORIES['74fc7d60e931897e2c4fd2e1a61a1d5f'] = _74fc7d60e931897e2c4fd2e1a61a1d5f


def _9ccbfa7428da3a1df4fc3af2a782cf2a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_distances = namespace['_fn_distances']
    _fn_lookup = namespace['_fn_lookup']
    _fn_where = namespace['_fn_where']
    _owned = namespace['_owned']
    _AT = {line + 6761: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_me = stack[-4]['l']['me']
                v_mine = stack[-3]['l']['mine']
                v_t = frame['l']['t']
                value = (_fn_lookup(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, v_mine, [v_t])), v_t))
                local['steps'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    v_steps = frame['l']['steps']
                    block = 'management/62/70/71/72' if (v_steps is not None) else None
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
                    v_steps = frame['l']['steps']
                    block = 'management/62/70/71/72' if (v_steps is not None) else None
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


FACTORIES['9ccbfa7428da3a1df4fc3af2a782cf2a'] = _9ccbfa7428da3a1df4fc3af2a782cf2a


def _edf74db894b24ba308643da91ac6dfe2(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _AT = {line + 6827: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
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
                v_part = (frame['l']['part'] if 'part' in frame['l'] else vm.vars['part'])
                v_pile = stack[-2]['l']['pile']
                value = (_add(vm, v_pile, v_part))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pile'] = value
                return 3
            if pc <= 1:
                v_part = (frame['l']['part'] if 'part' in frame['l'] else vm.vars['part'])
                v_pile = stack[-2]['l']['pile']
                value = (_add(vm, v_pile, v_part))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['pile'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['edf74db894b24ba308643da91ac6dfe2'] = _edf74db894b24ba308643da91ac6dfe2


def _e8da058ff1d88c1ea6294d9957a28d91(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _sub = namespace['_sub']
    _AT = {line + 6880: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['stamp']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_k = stack[-2]['l']['k']
                value = _owned((_sub(vm, _p_len(vm, _V['players']), v_k)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                v_k = stack[-2]['l']['k']
                value = (_add(vm, v_k, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['k'] = value
                return 3
            if pc <= 1:
                v_k = stack[-2]['l']['k']
                value = (_add(vm, v_k, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['k'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e8da058ff1d88c1ea6294d9957a28d91'] = _e8da058ff1d88c1ea6294d9957a28d91


def _0b462b6eada72db27d468a3cbc0c01ee(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 6932: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['stamp']
                v_who = stack[-2]['l']['who']
                index = (v_who)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                value = _owned((_V['clock']), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                _V = vm.vars
                value = (_add(vm, _V['clock'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['clock'] = value
                return 3
            if pc <= 1:
                _V = vm.vars
                value = (_add(vm, _V['clock'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['clock'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['0b462b6eada72db27d468a3cbc0c01ee'] = _0b462b6eada72db27d468a3cbc0c01ee


def _cda2fb2065942000d3e7b5e2d5ad8d26(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_key = namespace['_a0_key']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 6987: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['supply']
                index = _a0_key
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                value = _owned((_sub(vm, _V['supply']['corrupt'], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['bag']
                v_me = stack[-4]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = (['corrupt'])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['bag']
                v_me = stack[-4]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                value = (['corrupt'])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['cda2fb2065942000d3e7b5e2d5ad8d26'] = _cda2fb2065942000d3e7b5e2d5ad8d26


def _e8abb6f939d9b2fdecfff71ad4699d21(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 7047: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 2
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['supply']
                v_kind = stack[-2]['l']['kind']
                index = (v_kind)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_kind = stack[-2]['l']['kind']
                value = _owned((_sub(vm, _V['supply'][v_kind], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                if frame["s"] is None:
                    v_to = stack[-2]['l']['to']
                    block = 'gain/52/53' if (v_to == 'waiting') else 'gain/52/54'
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
                    v_to = stack[-2]['l']['to']
                    block = 'gain/52/53' if (v_to == 'waiting') else 'gain/52/54'
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


FACTORIES['e8abb6f939d9b2fdecfff71ad4699d21'] = _e8abb6f939d9b2fdecfff71ad4699d21


def _25a167f4a64a14bd2f52fc71b5ed9313(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _AT = {line + 7124: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'draw/57/58/59' if (_V['supply']['corrupt'] > 0) else 'draw/57/58/60'
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
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['rest']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['25a167f4a64a14bd2f52fc71b5ed9313'] = _25a167f4a64a14bd2f52fc71b5ed9313


def _2051900186627fb5c013102146d6c3c1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _a0_w_2 = namespace['_a0_w_2']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_block = namespace['_a2_block']
    _a2_w_1 = namespace['_a2_w_1']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 7220: k for line, k in namespace['_AT'].items()}
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
                    v_owner = stack[-2]['l']['owner']
                    value = (v_owner)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['kind'] = _a0_w_1
                    local['to'] = _a0_w_2
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
                target = vm.vars['attacked']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                v_t = stack[-2]['l']['t']
                value = _owned((_add(vm, _V['attacked'][v_me], [v_t])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a2_w_1
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['attacked']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                v_t = stack[-2]['l']['t']
                value = _owned((_add(vm, _V['attacked'][v_me], [v_t])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['n'] = _a2_w_1
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
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


FACTORIES['2051900186627fb5c013102146d6c3c1'] = _2051900186627fb5c013102146d6c3c1


def _df6dff61b5f703deb778bc1ce2e403bc(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _owned = namespace['_owned']
    _AT = {line + 7336: k for line, k in namespace['_AT'].items()}
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
                    if 'use' in _d or 'use' not in vm.vars:
                        _d['use'] = value
                    else:
                        vm.vars['use'] = value
                else:
                    v_ways = stack[-2]['l']['ways']
                    opts = list((v_ways))
                    opts.append(None)
                    frame["s"] = {}
                    frame["pc"] = 0
                    v_me = stack[-2]['l']['me']
                    player = (v_me)
                    v_row = stack[-2]['l']['row']
                    c0 = (v_row)
                    context = {'row': c0}
                    if player not in vm.state["players"]:
                        return vm.ask_with(frame, player, _a0_kind, opts, context)
                    if type(context['row']) not in _SCALARS:
                        context['row'] = _owned(context['row'], vm)
                    vm.state["pending"] = [{"player": player, "kind": _a0_kind, "options": opts, "context": context}]
                    frame["s"]["asked"] = 1
                    return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/36' if (v_use == 'tax') else None
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
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/37' if (v_use is not None) else None
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
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/36' if (v_use == 'tax') else None
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
                    v_use = (frame['l']['use'] if 'use' in frame['l'] else vm.vars['use'])
                    block = 'use-row/35/37' if (v_use is not None) else None
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


FACTORIES['df6dff61b5f703deb778bc1ce2e403bc'] = _df6dff61b5f703deb778bc1ce2e403bc


def _55fbb6ccc8f6ceb7f009a2b662980334(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_without = namespace['_fn_without']
    _in = namespace['_in']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _sub = namespace['_sub']
    _AT = {line + 7465: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                _V = vm.vars
                v_me = frame['l']['me']
                v_row = frame['l']['row']
                value = (_sub(vm, _fn_lookup(vm, v_row, 'pay_gold', 0), _V['gold'][v_me]))
                local['short'] = value if type(value) in _SCALARS else _owned(value, vm)
                local['ways'] = ([])
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = frame['l']['me']
                    v_row = frame['l']['row']
                    block = 'use-row/31' if (_le(vm, _fn_lookup(vm, v_row, 'pay_army', 0), _V['army'][v_me]) and (_fn_lookup(vm, v_row, 'remove', 0) == 0 or _in(vm, 'corrupt', _add(vm, _V['waiting'][v_me], _V['rest'][v_me]))) and (_fn_lookup(vm, v_row, 'swap') is None or (_in(vm, v_row['swap'][0], _V['waiting'][v_me]) and _V['supply'][v_row['swap'][1]] > 0)) and (_fn_lookup(vm, v_row, 'add_marker') is None or (_fn_count(vm, 'markers', v_me) > 0 and _p_len(vm, _fn_without(vm, _fn_areas_of(vm, v_row['add_marker'], v_me), _fn_areas_of(vm, v_row['add_marker'], v_me, 2))) > 0))) else None
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
                    v_ways = frame['l']['ways']
                    block = 'use-row/34' if (_p_len(vm, v_ways) == 0) else 'use-row/35'
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
                    _V = vm.vars
                    v_me = frame['l']['me']
                    v_row = frame['l']['row']
                    block = 'use-row/31' if (_le(vm, _fn_lookup(vm, v_row, 'pay_army', 0), _V['army'][v_me]) and (_fn_lookup(vm, v_row, 'remove', 0) == 0 or _in(vm, 'corrupt', _add(vm, _V['waiting'][v_me], _V['rest'][v_me]))) and (_fn_lookup(vm, v_row, 'swap') is None or (_in(vm, v_row['swap'][0], _V['waiting'][v_me]) and _V['supply'][v_row['swap'][1]] > 0)) and (_fn_lookup(vm, v_row, 'add_marker') is None or (_fn_count(vm, 'markers', v_me) > 0 and _p_len(vm, _fn_without(vm, _fn_areas_of(vm, v_row['add_marker'], v_me), _fn_areas_of(vm, v_row['add_marker'], v_me, 2))) > 0))) else None
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
                    v_ways = frame['l']['ways']
                    block = 'use-row/34' if (_p_len(vm, v_ways) == 0) else 'use-row/35'
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


FACTORIES['55fbb6ccc8f6ceb7f009a2b662980334'] = _55fbb6ccc8f6ceb7f009a2b662980334


def _bbb3f1c05e0530dd00bbfdac33df7f5f(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _fn_total = namespace['_fn_total']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 7573: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                _V = vm.vars
                v_me = stack[-4]['l']['me']
                value = (_p_max(vm, 0, _sub(vm, _add(vm, 2, _fn_pieces_on(vm, 'person', v_me)), _fn_lookup(vm, _V['boost'][v_me], 'disc_sponsor', 0))))
                local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/68' if (_fn_total(vm, v_person) == 0 and _le(vm, frame['l']['price'], _V['gold'][stack[-4]['l']['me']])) else None
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
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/69' if (_fn_total(vm, v_person) == 0 and frame['l']['price'] > 0 and (_fn_lookup(vm, _V['boost'][stack[-4]['l']['me']], 'free_sponsor', 0) > 0)) else None
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
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/68' if (_fn_total(vm, v_person) == 0 and _le(vm, frame['l']['price'], _V['gold'][stack[-4]['l']['me']])) else None
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
                    _V = vm.vars
                    v_person = frame['l']['person']
                    block = 'management/62/66/67/69' if (_fn_total(vm, v_person) == 0 and frame['l']['price'] > 0 and (_fn_lookup(vm, _V['boost'][stack[-4]['l']['me']], 'free_sponsor', 0) > 0)) else None
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


FACTORIES['bbb3f1c05e0530dd00bbfdac33df7f5f'] = _bbb3f1c05e0530dd00bbfdac33df7f5f


def _d9cbaf4bc6cce6ff8b1a2dee9ee050a1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _p_max = namespace['_p_max']
    _sub = namespace['_sub']
    _AT = {line + 7680: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                _V = vm.vars
                v_me = stack[-5]['l']['me']
                v_steps = stack[-2]['l']['steps']
                v_t = stack[-2]['l']['t']
                value = (_p_max(vm, 0, _sub(vm, _add(vm, v_steps, _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1)), _fn_lookup(vm, _V['boost'][v_me], 'disc_conquer', 0))))
                local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-5]['l']['me']
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/73' if (_le(vm, v_price, _V['army'][v_me])) else None
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
                    _V = vm.vars
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/74' if (v_price > 0 and _fn_lookup(vm, _V['boost'][stack[-5]['l']['me']], 'free_conquer', 0) > 0) else None
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
                    _V = vm.vars
                    v_me = stack[-5]['l']['me']
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/73' if (_le(vm, v_price, _V['army'][v_me])) else None
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
                    _V = vm.vars
                    v_price = frame['l']['price']
                    block = 'management/62/70/71/72/74' if (v_price > 0 and _fn_lookup(vm, _V['boost'][stack[-5]['l']['me']], 'free_conquer', 0) > 0) else None
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


FACTORIES['d9cbaf4bc6cce6ff8b1a2dee9ee050a1'] = _d9cbaf4bc6cce6ff8b1a2dee9ee050a1


def _a4ea7db2f14bbd1063f270a15a10f86b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _owned_items = namespace['_owned_items']
    _AT = {line + 7784: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['built'] = _a0_0
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
                    body = {"b": 'standing/112', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['standing/112'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    v_built = frame['l']['built']
                    block = 'standing/114' if (v_built) else None
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
                    body = {"b": 'standing/112', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['standing/112'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_built = frame['l']['built']
                    block = 'standing/114' if (v_built) else None
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


FACTORIES['a4ea7db2f14bbd1063f270a15a10f86b'] = _a4ea7db2f14bbd1063f270a15a10f86b


def _8203afb72361cee87ee562c33a150ff9(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _AT = {line + 7892: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['pile'] = ([])
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_name = frame['l']['name']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['pile_decks'][v_name])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11/12', "pc": 0, "l": {'decks': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11/12'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_pile = frame['l']['pile']
                value = _owned((v_pile), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_name = frame['l']['name']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['pile_decks'][v_name])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'build-piles/11/12', "pc": 0, "l": {'decks': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['build-piles/11/12'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                target = vm.vars['piles']
                v_name = frame['l']['name']
                index = (v_name)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_pile = frame['l']['pile']
                value = _owned((v_pile), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['8203afb72361cee87ee562c33a150ff9'] = _8203afb72361cee87ee562c33a150ff9


def _4049409c12a70718a893063145f93fd7(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1 = namespace['_a1']
    _fn_scores = namespace['_fn_scores']
    _ne = namespace['_ne']
    _owned = namespace['_owned']
    _r1 = namespace['_r1']
    _AT = {line + 7992: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_who = frame['l']['who']
                value = (_fn_scores(vm)[v_who])
                local['before'] = value if type(value) in _SCALARS else _owned(value, vm)
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    v_before = frame['l']['before']
                    v_who = frame['l']['who']
                    block = 'fame/19' if (_ne(vm, _fn_scores(vm)[v_who], v_before)) else None
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
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    v_before = frame['l']['before']
                    v_who = frame['l']['who']
                    block = 'fame/19' if (_ne(vm, _fn_scores(vm)[v_who], v_before)) else None
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


FACTORIES['4049409c12a70718a893063145f93fd7'] = _4049409c12a70718a893063145f93fd7


def _a1e9a0035a693ecf53ffdeb0734396f3(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _AT = {line + 8081: k for line, k in namespace['_AT'].items()}
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
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], _V['rest'][v_me])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                value = ([])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a1e9a0035a693ecf53ffdeb0734396f3'] = _a1e9a0035a693ecf53ffdeb0734396f3


def _b2e6be0c5f8914cf7636267ede098150(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0 = namespace['_a0']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _owned = namespace['_owned']
    _r0 = namespace['_r0']
    _sliced = namespace['_sliced']
    _AT = {line + 8167: k for line, k in namespace['_AT'].items()}
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
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_add(vm, _V['waiting'][v_me], [v_mixed[0]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_sliced(vm, v_mixed[1:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_add(vm, _V['waiting'][v_me], [v_mixed[0]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['bag']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                v_mixed = (frame['l']['mixed'] if 'mixed' in frame['l'] else vm.vars['mixed'])
                value = _owned((_sliced(vm, v_mixed[1:])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b2e6be0c5f8914cf7636267ede098150'] = _b2e6be0c5f8914cf7636267ede098150


def _b2ea5ea143139068989bb496035e99b7(namespace: Any) -> Any:
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 8259: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 3
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _fn_remove_one(vm, _V['waiting'][v_me], v_e['swap'][0]), [v_e['swap'][1]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][0])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_add(vm, _V['supply'][v_e['swap'][0]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][1])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_sub(vm, _V['supply'][v_e['swap'][1]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                return 3
            if pc <= 1:
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][0])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_add(vm, _V['supply'][v_e['swap'][0]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['supply']
                v_e = stack[-2]['l']['e']
                index = (v_e['swap'][1])
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_e = stack[-2]['l']['e']
                value = _owned((_sub(vm, _V['supply'][v_e['swap'][1]], 1)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['b2ea5ea143139068989bb496035e99b7'] = _b2ea5ea143139068989bb496035e99b7


def _3f4a098940982391da5fda26e6437bff(namespace: Any) -> Any:
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
    _AT = {line + 8351: k for line, k in namespace['_AT'].items()}
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
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'council_rounds'))) else None
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
                    block = 'main/1/2' if (_in(vm, v_r, _fn_option(vm, 'council_rounds'))) else None
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


FACTORIES['3f4a098940982391da5fda26e6437bff'] = _3f4a098940982391da5fda26e6437bff


def _66b8639f7d5270484855b07fc8d13b63(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _add = namespace['_add']
    _fn_ranked = namespace['_fn_ranked']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _too_deep = namespace['_too_deep']
    _AT = {line + 8459: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                _V = vm.vars
                value = (_add(vm, _V['council'], 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['council'] = value
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
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_ranked(vm, _V['players'], _V['rank_key']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
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
                    body = {"b": 'council/99', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/99'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
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
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_ranked(vm, _V['players'], _V['rank_key']))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
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
                    body = {"b": 'council/99', "pc": 0, "l": {'p': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/99'](vm, body)
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


FACTORIES['66b8639f7d5270484855b07fc8d13b63'] = _66b8639f7d5270484855b07fc8d13b63


def _a39c3d6e2481d546a04d2ef7f4a27021(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a2_block = namespace['_a2_block']
    _a3 = namespace['_a3']
    _fn_option = namespace['_fn_option']
    _owned_items = namespace['_owned_items']
    _r3 = namespace['_r3']
    _too_deep = namespace['_too_deep']
    _AT = {line + 8618: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
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
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['a39c3d6e2481d546a04d2ef7f4a27021'] = _a39c3d6e2481d546a04d2ef7f4a27021


def _be44c953454412c914a62e194fa905e1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_block = namespace['_a0_block']
    _a0_w_1 = namespace['_a0_w_1']
    _a0_w_3 = namespace['_a0_w_3']
    _a0_w_4 = namespace['_a0_w_4']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a3_refuse = namespace['_a3_refuse']
    _a3_var = namespace['_a3_var']
    _a3_within = namespace['_a3_within']
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_prop = namespace['_fn_prop']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _too_deep = namespace['_too_deep']
    _AT = {line + 8769: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
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
                    local['free'] = _a0_w_1
                    _V = vm.vars
                    v_me = frame['l']['me']
                    local['use_free'] = (_fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0)
                    local['disc'] = _a0_w_3
                    local['what'] = _a0_w_4
                    v_card = frame['l']['card']
                    local['price'] = (_fn_prop(vm, v_card, 'cost'))
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
                _V = vm.vars
                v_card = frame['l']['card']
                value = (_fn_remove_one(vm, _V['display'], v_card))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['display'] = value
                target = vm.vars['buildings']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['buildings'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['flipped'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
                return 3
            if pc <= 1:
                _V = vm.vars
                v_card = frame['l']['card']
                value = (_fn_remove_one(vm, _V['display'], v_card))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['display'] = value
            if pc <= 2:
                target = vm.vars['buildings']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['buildings'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                target = vm.vars['flipped']
                v_me = frame['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_card = frame['l']['card']
                v_me = frame['l']['me']
                value = _owned((_add(vm, _V['flipped'][v_me], [v_card])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['be44c953454412c914a62e194fa905e1'] = _be44c953454412c914a62e194fa905e1


def _95a14dbf39a0f362648301ac64b14f6b(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _add = namespace['_add']
    _in = namespace['_in']
    _owned = namespace['_owned']
    _AT = {line + 8890: k for line, k in namespace['_AT'].items()}
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
                    if 'area' in _d or 'area' not in vm.vars:
                        _d['area'] = value
                    else:
                        vm.vars['area'] = value
                else:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    opts = list((_add(vm, ['waiting'] if _in(vm, 'corrupt', _V['waiting'][v_me]) else [], ['rest'] if _in(vm, 'corrupt', _V['rest'][v_me]) else [])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'area' in _d or 'area' not in vm.vars:
                            _d['area'] = value
                        else:
                            vm.vars['area'] = value
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
                if frame["s"] is None:
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/41' if (v_area == 'waiting') else None
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
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/42' if (v_area == 'rest') else None
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
                if frame["s"] is None:
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/43' if (v_area is not None) else None
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
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/41' if (v_area == 'waiting') else None
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
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/42' if (v_area == 'rest') else None
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
            if pc <= 3:
                if frame["s"] is None:
                    v_area = (frame['l']['area'] if 'area' in frame['l'] else vm.vars['area'])
                    block = 'effect/40/43' if (v_area is not None) else None
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


FACTORIES['95a14dbf39a0f362648301ac64b14f6b'] = _95a14dbf39a0f362648301ac64b14f6b


def _e781abfe16e102c69c70fa566310bdb2(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a1 = namespace['_a1']
    _add = namespace['_add']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _p_len = namespace['_p_len']
    _r1 = namespace['_r1']
    _AT = {line + 9053: k for line, k in namespace['_AT'].items()}
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
                    if 'site' in _d or 'site' not in vm.vars:
                        _d['site'] = value
                    else:
                        vm.vars['site'] = value
                else:
                    _V = vm.vars
                    opts = list((_fn_without(vm, _V['castle_sites'], _V['taken'])))
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'site' in _d or 'site' not in vm.vars:
                            _d['site'] = value
                        else:
                            vm.vars['site'] = value
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
                signal = _r1(vm, frame, _a1)
                if signal:
                    frame["pc"] = 1
                    return signal
                if not stack or stack[-1] is not frame:
                    frame["pc"] = 1
                    return 2
                frame["s"] = None
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'setup/8/9' if (_p_len(vm, _fn_without(vm, _V['castle_sites'], _V['taken'])) == 1) else None
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
                _V = vm.vars
                v_site = (frame['l']['site'] if 'site' in frame['l'] else vm.vars['site'])
                value = (_add(vm, _V['taken'], [v_site]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['taken'] = value
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
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'setup/8/9' if (_p_len(vm, _fn_without(vm, _V['castle_sites'], _V['taken'])) == 1) else None
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
            if pc <= 3:
                _V = vm.vars
                v_site = (frame['l']['site'] if 'site' in frame['l'] else vm.vars['site'])
                value = (_add(vm, _V['taken'], [v_site]))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                vm.vars['taken'] = value
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['e781abfe16e102c69c70fa566310bdb2'] = _e781abfe16e102c69c70fa566310bdb2


def _ce9a4d5e1c4c121ec73553c2ebba288d(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_block = namespace['_a1_block']
    _a1_w_1 = namespace['_a1_w_1']
    _a1_w_3 = namespace['_a1_w_3']
    _a1_w_4 = namespace['_a1_w_4']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_distances = namespace['_fn_distances']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _fn_where = namespace['_fn_where']
    _owned = namespace['_owned']
    _storable = namespace['_storable']
    _sub = namespace['_sub']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9192: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_me = frame['l']['me']
                v_t = frame['l']['t']
                value = (_add(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me), v_t]))[v_t], _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1)))
                local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['free'] = _a1_w_1
                    v_use_free = frame['l']['use_free']
                    value = (v_use_free)
                    local['use_free'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['disc'] = _a1_w_3
                    local['what'] = _a1_w_4
                    v_price = frame['l']['price']
                    value = (v_price)
                    local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
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
                local = frame["l"]
                v_t = frame['l']['t']
                local['owner'] = _storable((_fn_token_owner(vm, 'castle', v_t)), vm)
                if frame["s"] is None:
                    v_owner = frame['l']['owner']
                    block = 'conquer/85' if (v_owner is not None) else 'conquer/86'
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
                    frame["s"] = {}
                    local = {}
                    v_me = frame['l']['me']
                    value = (v_me)
                    local['me'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['free'] = _a1_w_1
                    v_use_free = frame['l']['use_free']
                    value = (v_use_free)
                    local['use_free'] = value if type(value) in _SCALARS else _owned(value, vm)
                    local['disc'] = _a1_w_3
                    local['what'] = _a1_w_4
                    v_price = frame['l']['price']
                    value = (v_price)
                    local['price'] = value if type(value) in _SCALARS else _owned(value, vm)
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
                local = frame["l"]
                v_t = frame['l']['t']
                local['owner'] = _storable((_fn_token_owner(vm, 'castle', v_t)), vm)
            if pc <= 3:
                if frame["s"] is None:
                    v_owner = frame['l']['owner']
                    block = 'conquer/85' if (v_owner is not None) else 'conquer/86'
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


FACTORIES['ce9a4d5e1c4c121ec73553c2ebba288d'] = _ce9a4d5e1c4c121ec73553c2ebba288d


def _b4a1fdef680e240f58ee4e9833ff9ca9(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_count = namespace['_a2_count']
    _a2_src = namespace['_a2_src']
    _a3_block = namespace['_a3_block']
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_opponents = namespace['_fn_opponents']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _owned = namespace['_owned']
    _shift = namespace['_shift']
    _storable = namespace['_storable']
    _sub = namespace['_sub']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9333: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_me = stack[-2]['l']['me']
                v_t = stack[-2]['l']['t']
                local['had_enemy'] = (_add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1) > 0)
                s = frame["s"]
                if s is None:
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_opponents(vm, v_me))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'conquer/86/87', "pc": 0, "l": {'q': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['conquer/86/87'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if "g" in frame and frame["s"] is None:
                    frame["pc"] = 2
                    if vm.window(frame, "pc2"):
                        return 2
                v_me = stack[-2]['l']['me']
                p = (v_me)
                src = _a2_src
                v_t = stack[-2]['l']['t']
                dst = (v_t)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a2_count))
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_had_enemy = frame['l']['had_enemy']
                    local['n'] = (5 if v_had_enemy else 2)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_opponents(vm, v_me))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'conquer/86/87', "pc": 0, "l": {'q': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['conquer/86/87'](vm, body)
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
                v_me = stack[-2]['l']['me']
                p = (v_me)
                src = _a2_src
                v_t = stack[-2]['l']['t']
                dst = (v_t)
                state = vm.state
                have = state["pieces"][src].get(p, 0)
                n = max(0, min(have, _a2_count))
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
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_me = stack[-2]['l']['me']
                    value = (v_me)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_had_enemy = frame['l']['had_enemy']
                    local['n'] = (5 if v_had_enemy else 2)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
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


FACTORIES['b4a1fdef680e240f58ee4e9833ff9ca9'] = _b4a1fdef680e240f58ee4e9833ff9ca9


def _7717c5f58e146f50ce1768f6e3770e73(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_refuse = namespace['_a0_refuse']
    _a0_var = namespace['_a0_var']
    _a0_within = namespace['_a0_within']
    _a1_refuse = namespace['_a1_refuse']
    _a1_var = namespace['_a1_var']
    _a1_within = namespace['_a1_within']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _add = namespace['_add']
    _fn_prop = namespace['_fn_prop']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _AT = {line + 9511: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 4
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                target = vm.vars['waiting']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a0_refuse(_a0_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_fn_remove_one(vm, _V['waiting'][v_me], v_placing[2])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a0_within(vm, target)
                target = vm.vars['placed']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['placed'][v_me], [v_placing[2]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
                target = vm.vars['used']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['used'][v_me], [[v_placing[0], v_placing[1]]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                s = frame["s"]
                if s is None:
                    v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_prop(vm, v_placing[0], 'slots')[v_placing[1]]['rows'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/29/30', "pc": 0, "l": {'row': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/29/30'](vm, body)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                target = vm.vars['placed']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a1_refuse(_a1_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['placed'][v_me], [v_placing[2]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a1_within(vm, target)
            if pc <= 2:
                target = vm.vars['used']
                v_me = stack[-3]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_me = stack[-3]['l']['me']
                v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                value = _owned((_add(vm, _V['used'][v_me], [[v_placing[0], v_placing[1]]])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                s = frame["s"]
                if s is None:
                    v_placing = (stack[-2]['l']['placing'] if 'placing' in stack[-2]['l'] else vm.vars['placing'])
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_prop(vm, v_placing[0], 'slots')[v_placing[1]]['rows'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/29/30', "pc": 0, "l": {'row': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/29/30'](vm, body)
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


FACTORIES['7717c5f58e146f50ce1768f6e3770e73'] = _7717c5f58e146f50ce1768f6e3770e73


def _6952b20c68bd433987a4d824e085e9c1(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_kind = namespace['_a0_kind']
    _a2_refuse = namespace['_a2_refuse']
    _a2_var = namespace['_a2_var']
    _a2_within = namespace['_a2_within']
    _a3_refuse = namespace['_a3_refuse']
    _a3_var = namespace['_a3_var']
    _a3_within = namespace['_a3_within']
    _add = namespace['_add']
    _fn_distinct = namespace['_fn_distinct']
    _fn_remove_one = namespace['_fn_remove_one']
    _owned = namespace['_owned']
    _sub = namespace['_sub']
    _AT = {line + 9655: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 5
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
                    if 'kind' in _d or 'kind' not in vm.vars:
                        _d['kind'] = value
                    else:
                        vm.vars['kind'] = value
                else:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    opts = list((_fn_distinct(vm, _V['rest'][v_me])))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'kind' in _d or 'kind' not in vm.vars:
                            _d['kind'] = value
                        else:
                            vm.vars['kind'] = value
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
                if frame["s"] is None:
                    v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                    block = 'rest/90/91' if (v_kind is None) else None
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
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['rest'][v_me], v_kind)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
                v_left = stack[-2]['l']['left']
                value = (_sub(vm, v_left, 1))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                stack[-2]['l']['left'] = value
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                    block = 'rest/90/91' if (v_kind is None) else None
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
                target = vm.vars['rest']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a2_refuse(_a2_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_fn_remove_one(vm, _V['rest'][v_me], v_kind)), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a2_within(vm, target)
            if pc <= 3:
                target = vm.vars['bag']
                v_me = stack[-2]['l']['me']
                index = (v_me)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a3_refuse(_a3_var, target, index)
                _V = vm.vars
                v_kind = (frame['l']['kind'] if 'kind' in frame['l'] else vm.vars['kind'])
                v_me = stack[-2]['l']['me']
                value = _owned((_add(vm, _V['bag'][v_me], [v_kind])), vm)
                target[index] = value
                if type(value) not in _SCALARS:
                    _a3_within(vm, target)
            if pc <= 4:
                v_left = stack[-2]['l']['left']
                value = (_sub(vm, v_left, 1))
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


FACTORIES['6952b20c68bd433987a4d824e085e9c1'] = _6952b20c68bd433987a4d824e085e9c1


def _72f9a71f83136ae11eb317e270fb2868(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a2_block = namespace['_a2_block']
    _fn_option = namespace['_fn_option']
    _fn_ranked = namespace['_fn_ranked']
    _le = namespace['_le']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9819: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 5
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                value = ([])
                vm.vars['display'] = value
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'round/13' if (_le(vm, _V['round'], _fn_option(vm, 'last_build_round'))) else None
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
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['rank_key']))
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
                    body = {"b": 'round/15', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/15'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                if frame["s"] is None:
                    _V = vm.vars
                    block = 'round/13' if (_le(vm, _V['round'], _fn_option(vm, 'last_build_round'))) else None
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
                    frame["s"] = {}
                    local = {}
                    child = {"b": _a2_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a2_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                _V = vm.vars
                value = (_fn_ranked(vm, _V['players'], _V['rank_key']))
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
                    body = {"b": 'round/15', "pc": 0, "l": {'me': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['round/15'](vm, body)
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


FACTORIES['72f9a71f83136ae11eb317e270fb2868'] = _72f9a71f83136ae11eb317e270fb2868


def _77f7b7d0d7c4cc23a6976ba9637f111a(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a0_0 = namespace['_a0_0']
    _a3_block = namespace['_a3_block']
    _a4_block = namespace['_a4_block']
    _a5_refuse = namespace['_a5_refuse']
    _a5_var = namespace['_a5_var']
    _a5_within = namespace['_a5_within']
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _p_len = namespace['_p_len']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 9981: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 6
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['built'] = _a0_0
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_p])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'final-scoring/115/116', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['final-scoring/115/116'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['corrupt'] = _storable((_fn_occurrences(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]), 'corrupt')), vm)
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_built = frame['l']['built']
                    value = (v_built)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_corrupt = frame['l']['corrupt']
                    value = (_mul(vm, -2, v_corrupt))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a4_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a4_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                target = vm.vars['tiebreak']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                _V = vm.vars
                v_corrupt = frame['l']['corrupt']
                v_p = frame['l']['p']
                value = ([-v_corrupt, _p_len(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]))])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['buildings'][v_p])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'final-scoring/115/116', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['final-scoring/115/116'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                local = frame["l"]
                _V = vm.vars
                v_p = frame['l']['p']
                local['corrupt'] = _storable((_fn_occurrences(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]), 'corrupt')), vm)
            if pc <= 3:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_built = frame['l']['built']
                    value = (v_built)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a3_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a3_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 3
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 4:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_corrupt = frame['l']['corrupt']
                    value = (_mul(vm, -2, v_corrupt))
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a4_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a4_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                target = vm.vars['tiebreak']
                v_p = frame['l']['p']
                index = (v_p)
                if type(target) is not list and (type(target) is not dict or type(index) is not str or len(target) >= 10000 and index not in target):
                    _a5_refuse(_a5_var, target, index)
                _V = vm.vars
                v_corrupt = frame['l']['corrupt']
                v_p = frame['l']['p']
                value = ([-v_corrupt, _p_len(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]))])
                target[index] = value
                if type(value) not in _SCALARS:
                    _a5_within(vm, target)
            return 3
        except BaseException as exc:
            frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)
            if vm.failed is None:
                vm.failed = frame
            raise
    return _block


FACTORIES['77f7b7d0d7c4cc23a6976ba9637f111a'] = _77f7b7d0d7c4cc23a6976ba9637f111a


def _f7909db37530f2a28a557d6a083d1197(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a3_kind = namespace['_a3_kind']
    _fn_without = namespace['_fn_without']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _AT = {line + 10183: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 6
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                local['opts'] = ([])
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _V['buildings'][v_me], _V['flipped'][v_me]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'placement/20/26' if (not _V['taxed'][v_me]) else None
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
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'placing' in _d or 'placing' not in vm.vars:
                        _d['placing'] = value
                    else:
                        vm.vars['placing'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'placing' in _d or 'placing' not in vm.vars:
                            _d['placing'] = value
                        else:
                            vm.vars['placing'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 3
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a3_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a3_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/27' if (v_placing is None) else None
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
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/28' if (v_placing == 'tax') else 'placement/20/29'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
                            return signal
                        stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_fn_without(vm, _V['buildings'][v_me], _V['flipped'][v_me]))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'placement/20/21', "pc": 0, "l": {'b': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['placement/20/21'](vm, body)
                    if signal != _END:
                        frame["pc"] = 1
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 2:
                if frame["s"] is None:
                    _V = vm.vars
                    v_me = stack[-2]['l']['me']
                    block = 'placement/20/26' if (not _V['taxed'][v_me]) else None
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
            if pc <= 3:
                if frame["s"] is not None:
                    value = frame["s"]["ans"]
                    if type(value) not in _SCALARS:
                        value = _owned(value, vm)
                    _d = frame['l']
                    if 'placing' in _d or 'placing' not in vm.vars:
                        _d['placing'] = value
                    else:
                        vm.vars['placing'] = value
                else:
                    v_opts = frame['l']['opts']
                    opts = list((v_opts))
                    opts.append(None)
                    if not opts or len(opts) == 1:
                        value = opts[0] if opts else None
                        if type(value) not in _SCALARS:
                            value = _owned(value, vm)
                        _d = frame['l']
                        if 'placing' in _d or 'placing' not in vm.vars:
                            _d['placing'] = value
                        else:
                            vm.vars['placing'] = value
                    else:
                        frame["s"] = {}
                        frame["pc"] = 3
                        v_me = stack[-2]['l']['me']
                        player = (v_me)
                        context = {}
                        if player not in vm.state["players"]:
                            return vm.ask_with(frame, player, _a3_kind, opts, context)
                        vm.state["pending"] = [{"player": player, "kind": _a3_kind, "options": opts, "context": context}]
                        frame["s"]["asked"] = 1
                        return 1
                frame["s"] = None
                if "w" in frame:
                    del frame["w"]
            if pc <= 4:
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/27' if (v_placing is None) else None
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
            if pc <= 5:
                if frame["s"] is None:
                    v_placing = (frame['l']['placing'] if 'placing' in frame['l'] else vm.vars['placing'])
                    block = 'placement/20/28' if (v_placing == 'tax') else 'placement/20/29'
                    if block is not None:
                        frame["s"] = {}
                        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}
                        if "g" in frame:
                            child["g"] = 1
                        stack.append(child)
                        signal = _F[block](vm, child)
                        if signal != _END:
                            frame["pc"] = 5
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


FACTORIES['f7909db37530f2a28a557d6a083d1197'] = _f7909db37530f2a28a557d6a083d1197


def _3c697ed28ac4b21f3553cffac4720045(namespace: Any) -> Any:
    _END = namespace['_END']
    _F = namespace['_F']
    _MAX_FRAMES = namespace['_MAX_FRAMES']
    _OutOfSteps = namespace['_OutOfSteps']
    _SCALARS = namespace['_SCALARS']
    _a1_0 = namespace['_a1_0']
    _a1_1 = namespace['_a1_1']
    _a5_block = namespace['_a5_block']
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_distances = namespace['_fn_distances']
    _fn_where = namespace['_fn_where']
    _mul = namespace['_mul']
    _owned = namespace['_owned']
    _owned_items = namespace['_owned_items']
    _storable = namespace['_storable']
    _too_deep = namespace['_too_deep']
    _AT = {line + 10438: k for line, k in namespace['_AT'].items()}
    def _block(vm, frame):
        vm.work += 6
        if vm.work > 200000:
            raise _OutOfSteps
        stack = vm.stack
        pc = frame['pc']
        try:
            if not pc:
                local = frame["l"]
                v_p = frame['l']['p']
                value = (_fn_distances(vm, _fn_where(vm, 'castle', v_p), _add(vm, _fn_areas_of(vm, 'territory', v_p), [_fn_where(vm, 'castle', v_p)])))
                local['linked'] = value if type(value) in _SCALARS else _owned(value, vm)
                local = frame["l"]
                local['markers'] = _a1_0
                local['gained'] = _a1_1
                s = frame["s"]
                if s is None:
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_areas_of(vm, 'territory', v_p))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/95', "pc": 0, "l": {'t': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/95'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
                _V = vm.vars
                v_markers = frame['l']['markers']
                value = (_mul(vm, v_markers, _V['council']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                frame['l']['gained'] = value
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/97', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/97'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_gained = frame['l']['gained']
                    value = (v_gained)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a5_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a5_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 5
                        return signal
                    stack.pop()
                frame["s"] = None
                return 3
            if pc <= 1:
                local = frame["l"]
                local['markers'] = _a1_0
                local['gained'] = _a1_1
            if pc <= 2:
                s = frame["s"]
                if s is None:
                    v_p = frame['l']['p']
                    s = frame["s"] = {"i": 0, "items": _storable(list((_fn_areas_of(vm, 'territory', v_p))), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/95', "pc": 0, "l": {'t': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/95'](vm, body)
                    if signal != _END:
                        frame["pc"] = 2
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 3:
                _V = vm.vars
                v_markers = frame['l']['markers']
                value = (_mul(vm, v_markers, _V['council']))
                if type(value) not in _SCALARS:
                    value = _owned(value, vm)
                frame['l']['gained'] = value
            if pc <= 4:
                s = frame["s"]
                if s is None:
                    _V = vm.vars
                    s = frame["s"] = {"i": 0, "items": _owned_items(list((_V['persons'])), vm)}
                items = s["items"]
                while s["i"] < len(items):
                    i = s["i"]
                    s["i"] = i + 1
                    item = items[i]
                    if type(item) not in _SCALARS:
                        items[i] = None
                    body = {"b": 'council/94/97', "pc": 0, "l": {'person': item}, "s": None}
                    if "g" in frame:
                        body["g"] = 1
                    stack.append(body)
                    signal = _F['council/94/97'](vm, body)
                    if signal != _END:
                        frame["pc"] = 4
                        return signal
                    stack.pop()
                frame["s"] = None
            if pc <= 5:
                if frame["s"] is None:
                    frame["s"] = {}
                    local = {}
                    v_p = frame['l']['p']
                    value = (v_p)
                    local['who'] = value if type(value) in _SCALARS else _owned(value, vm)
                    v_gained = frame['l']['gained']
                    value = (v_gained)
                    local['n'] = value if type(value) in _SCALARS else _owned(value, vm)
                    child = {"b": _a5_block, "pc": 0, "l": local, "s": None}
                    if "g" in frame:
                        child["g"] = 1
                    child["n"] = 1
                    if len(stack) >= _MAX_FRAMES:
                        raise _too_deep()
                    stack.append(child)
                    signal = _F[_a5_block](vm, child)
                    if signal != _END:
                        frame["pc"] = 5
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


FACTORIES['3c697ed28ac4b21f3553cffac4720045'] = _3c697ed28ac4b21f3553cffac4720045


def _c447e1f6eef3304e00540958743c4bde(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'add_marker') == 'person' and _fn_count(vm, 'markers', _L('me')) > 0
    return _e


FACTORIES['c447e1f6eef3304e00540958743c4bde'] = _c447e1f6eef3304e00540958743c4bde


def _3f1e146631b745aa943e904add5cfaaa(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    def _e(vm):
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'add_marker') == 'territory' and _fn_count(vm, 'markers', _L('me')) > 0
    return _e


FACTORIES['3f1e146631b745aa943e904add5cfaaa'] = _3f1e146631b745aa943e904add5cfaaa


def _ad9ae42fee02f50385c778914c89cbc9(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    _sliced = namespace['_sliced']
    def _e(vm):
        _L = vm.lookup
        return _sliced(vm, _L('mixed_persons')[:5]) if _fn_option(vm, 'base_persons') == 'random' else _fn_option(vm, 'base_persons')
    return _e


FACTORIES['ad9ae42fee02f50385c778914c89cbc9'] = _ad9ae42fee02f50385c778914c89cbc9


def _41e66fa23b8b866ba917b66bab363bf6(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        return _fn_lookup(vm, v_e, 'swap') is not None and _in(vm, v_e['swap'][0], _V['waiting'][_L('me')]) and (_V['supply'][v_e['swap'][1]] > 0)
    return _e


FACTORIES['41e66fa23b8b866ba917b66bab363bf6'] = _41e66fa23b8b866ba917b66bab363bf6


def _77f495b33a41d1c081b09dfc8c9842b8(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = _V['left']
        return v_left > 0 and _p_len(vm, _V['rest'][_L('me')]) > 0
    return _e


FACTORIES['77f495b33a41d1c081b09dfc8c9842b8'] = _77f495b33a41d1c081b09dfc8c9842b8


def _1641db5c542bc8ec192b6b80eed34e82(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _fn_total = namespace['_fn_total']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = _V['person']
        return _fn_total(vm, v_person) == 0 and _L('price') > 0 and (_fn_lookup(vm, _V['boost'][_L('me')], 'free_sponsor', 0) > 0)
    return _e


FACTORIES['1641db5c542bc8ec192b6b80eed34e82'] = _1641db5c542bc8ec192b6b80eed34e82


def _a11c0cd6cf8ca75c5b36a7a51737e38e(namespace: Any) -> Any:
    _fn_total = namespace['_fn_total']
    _le = namespace['_le']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = _V['person']
        return _fn_total(vm, v_person) == 0 and _le(vm, _L('price'), _V['gold'][_L('me')])
    return _e


FACTORIES['a11c0cd6cf8ca75c5b36a7a51737e38e'] = _a11c0cd6cf8ca75c5b36a7a51737e38e


def _46683e09c32b37161d98abdcfe4ef475(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return v_price > 0 and _fn_lookup(vm, _V['boost'][_L('me')], 'free_conquer', 0) > 0
    return _e


FACTORIES['46683e09c32b37161d98abdcfe4ef475'] = _46683e09c32b37161d98abdcfe4ef475


def _ae462cf388f049d5d1a969460b6d4348(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'short' in _d:
                v_short = _d['short']
                break
        else:
            v_short = _V['short']
        return v_short == 1 and (not _V['taxed'][_L('me')])
    return _e


FACTORIES['ae462cf388f049d5d1a969460b6d4348'] = _ae462cf388f049d5d1a969460b6d4348


def _15721e5b41d54986b18164afdb67d960(namespace: Any) -> Any:
    _fn_cards_in = namespace['_fn_cards_in']
    _fn_distinct = namespace['_fn_distinct']
    _p_len = namespace['_p_len']
    def _e(vm):
        _V = vm.vars
        _L = vm.lookup
        return _fn_cards_in(vm, _L('decks')) if _p_len(vm, _V['players']) > 2 else _fn_distinct(vm, _fn_cards_in(vm, _L('decks')))
    return _e


FACTORIES['15721e5b41d54986b18164afdb67d960'] = _15721e5b41d54986b18164afdb67d960


def _b3400a5ada5e5931596be424c1f356a9(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = _V['b']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = _V['i']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return not _in(vm, [v_b, v_i], _V['used'][v_me]) and (v_i == 0 or _in(vm, [v_b, _sub(vm, v_i, 1)], _V['used'][v_me]))
    return _e


FACTORIES['b3400a5ada5e5931596be424c1f356a9'] = _b3400a5ada5e5931596be424c1f356a9


def _6f4cde980544ee0728c041db43bebc3d(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['buildings'][v_me], [v_card])
    return _e


FACTORIES['6f4cde980544ee0728c041db43bebc3d'] = _6f4cde980544ee0728c041db43bebc3d


def _052f009d64f516f23c99a451e92e6a8c(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['flipped'][v_me], [v_card])
    return _e


FACTORIES['052f009d64f516f23c99a451e92e6a8c'] = _052f009d64f516f23c99a451e92e6a8c


def _f476a6cdf7284a9d3e3169552d912d31(namespace: Any) -> Any:
    _fn_card_name = namespace['_fn_card_name']
    _fn_card_names = namespace['_fn_card_names']
    _fn_lookup = namespace['_fn_lookup']
    _fn_prop = namespace['_fn_prop']
    _in = namespace['_in']
    _le = namespace['_le']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return not _in(vm, _fn_card_name(vm, v_card), _fn_card_names(vm, _V['buildings'][v_me])) and (_fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0 or _le(vm, _p_max(vm, 0, _sub(vm, _fn_prop(vm, v_card, 'cost'), _fn_lookup(vm, _V['boost'][v_me], 'disc_build', 0))), _V['gold'][v_me]))
    return _e


FACTORIES['f476a6cdf7284a9d3e3169552d912d31'] = _f476a6cdf7284a9d3e3169552d912d31


def _6e5af438befcbbf2f4db4f0e08c7abb0(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = _V['card']
        return _fn_remove_one(vm, _V['display'], v_card)
    return _e


FACTORIES['6e5af438befcbbf2f4db4f0e08c7abb0'] = _6e5af438befcbbf2f4db4f0e08c7abb0


def _a5bef34ed9d68e29816cc413e4f7c896(namespace: Any) -> Any:
    _add = namespace['_add']
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'corrupt' in _d:
                v_corrupt = _d['corrupt']
                break
        else:
            v_corrupt = _V['corrupt']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = _V['p']
        return [-v_corrupt, _p_len(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]))]
    return _e


FACTORIES['a5bef34ed9d68e29816cc413e4f7c896'] = _a5bef34ed9d68e29816cc413e4f7c896


def _5e3849159b3536a858236b27f469846f(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = _V['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return _sub(vm, _V['army'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))
    return _e


FACTORIES['5e3849159b3536a858236b27f469846f'] = _5e3849159b3536a858236b27f469846f


def _c36383b422fb4015bd1109890059c36d(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'disc' in _d:
                v_disc = _d['disc']
                break
        else:
            v_disc = _V['disc']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return _sub(vm, _V['gold'][v_me], _p_max(vm, 0, _sub(vm, v_price, _fn_lookup(vm, _V['boost'][v_me], v_disc, 0))))
    return _e


FACTORIES['c36383b422fb4015bd1109890059c36d'] = _c36383b422fb4015bd1109890059c36d


def _da977331dc3c6ff30db543e33d9e5592(namespace: Any) -> Any:
    _fn_with_added = namespace['_fn_with_added']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'key' in _d:
                v_key = _d['key']
                break
        else:
            v_key = _V['key']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_with_added(vm, _V['boost'][v_me], v_key, v_e[v_key])
    return _e


FACTORIES['da977331dc3c6ff30db543e33d9e5592'] = _da977331dc3c6ff30db543e33d9e5592


def _7b5b06e0e832b2e9f6bf1cdb5b8d9cdb(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_remove_one = namespace['_fn_remove_one']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _fn_remove_one(vm, _V['waiting'][v_me], v_e['swap'][0]), [v_e['swap'][1]])
    return _e


FACTORIES['7b5b06e0e832b2e9f6bf1cdb5b8d9cdb'] = _7b5b06e0e832b2e9f6bf1cdb5b8d9cdb


def _a28a88b1b6858cf0fc18f23b43f6e8d0(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _sub(vm, _V['army'][v_me], _fn_lookup(vm, v_e, 'pay_army', 0)), _fn_lookup(vm, v_e, 'army', 0))
    return _e


FACTORIES['a28a88b1b6858cf0fc18f23b43f6e8d0'] = _a28a88b1b6858cf0fc18f23b43f6e8d0


def _d7230c7c3cceae883a407d717bd4524b(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _sub(vm, _V['gold'][v_me], _fn_lookup(vm, v_e, 'pay_gold', 0)), _fn_lookup(vm, v_e, 'gold', 0))
    return _e


FACTORIES['d7230c7c3cceae883a407d717bd4524b'] = _d7230c7c3cceae883a407d717bd4524b


def _8c0f32f8549fc989d9f4ea6fe63381d1(namespace: Any) -> Any:
    _fn_with_added = namespace['_fn_with_added']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_with_added(vm, _V['boost'][v_me], 'refill' if v_e['refill'] > 0 else 'refill_all', _p_max(vm, v_e['refill'], 1))
    return _e


FACTORIES['8c0f32f8549fc989d9f4ea6fe63381d1'] = _8c0f32f8549fc989d9f4ea6fe63381d1


def _00c82bcf7a88377c8b6bdbdeff4927b4(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        return _add(vm, _V['supply'][v_e['swap'][0]], 1)
    return _e


FACTORIES['00c82bcf7a88377c8b6bdbdeff4927b4'] = _00c82bcf7a88377c8b6bdbdeff4927b4


def _8e7ce06095f3e151de5e61e9daaef3b6(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = _V['e']
        return _sub(vm, _V['supply'][v_e['swap'][1]], 1)
    return _e


FACTORIES['8e7ce06095f3e151de5e61e9daaef3b6'] = _8e7ce06095f3e151de5e61e9daaef3b6


def _0255b1655876962763365b660aedf5b5(namespace: Any) -> Any:
    _fn_with_added = namespace['_fn_with_added']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'free' in _d:
                v_free = _d['free']
                break
        else:
            v_free = _V['free']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_with_added(vm, _V['boost'][v_me], v_free, -1)
    return _e


FACTORIES['0255b1655876962763365b660aedf5b5'] = _0255b1655876962763365b660aedf5b5


def _215a804726590381a4949d70c75af4ff(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'k' in _d:
                v_k = _d['k']
                break
        else:
            v_k = _V['k']
        return _sub(vm, _p_len(vm, _V['players']), v_k)
    return _e


FACTORIES['215a804726590381a4949d70c75af4ff'] = _215a804726590381a4949d70c75af4ff


def _cfe20614f8dc87ce63de7c3d33f1bb1d(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['bag'][v_me], [v_kind])
    return _e


FACTORIES['cfe20614f8dc87ce63de7c3d33f1bb1d'] = _cfe20614f8dc87ce63de7c3d33f1bb1d


def _496fd01fdc42f4bc7b4eb0c4ad3c1ce8(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['rest'][v_me], [v_kind])
    return _e


FACTORIES['496fd01fdc42f4bc7b4eb0c4ad3c1ce8'] = _496fd01fdc42f4bc7b4eb0c4ad3c1ce8


def _27299fc37e20c6e7ab11706cd2afcea9(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _add(vm, _V['waiting'][v_me], [v_kind])
    return _e


FACTORIES['27299fc37e20c6e7ab11706cd2afcea9'] = _27299fc37e20c6e7ab11706cd2afcea9


def _fec04b6ab382fa4daa993817dabeaee0(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _fn_remove_one(vm, _V['rest'][v_me], v_kind)
    return _e


FACTORIES['fec04b6ab382fa4daa993817dabeaee0'] = _fec04b6ab382fa4daa993817dabeaee0


def _7d053e420034f81197e350b8588a27a4(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        return _V['supply'][v_kind] > 0
    return _e


FACTORIES['7d053e420034f81197e350b8588a27a4'] = _7d053e420034f81197e350b8588a27a4


def _25d6f0705a0c54577d31728ea2114ab8(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = _V['kind']
        return _sub(vm, _V['supply'][v_kind], 1)
    return _e


FACTORIES['25d6f0705a0c54577d31728ea2114ab8'] = _25d6f0705a0c54577d31728ea2114ab8


def _3ab218179d00b8b237bfa8bf558081da(namespace: Any) -> Any:
    _mul = namespace['_mul']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'markers' in _d:
                v_markers = _d['markers']
                break
        else:
            v_markers = _V['markers']
        return _mul(vm, v_markers, _V['council'])
    return _e


FACTORIES['3ab218179d00b8b237bfa8bf558081da'] = _3ab218179d00b8b237bfa8bf558081da


def _f9ccf5a153aaf9d4dcaa319b67fd5202(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'mine' in _d:
                v_mine = _d['mine']
                break
        else:
            v_mine = _V['mine']
        return _fn_without(vm, _fn_without(vm, _fn_areas(vm, 'territory'), _V['blocked']), _add(vm, v_mine, _V['attacked'][v_me]))
    return _e


FACTORIES['f9ccf5a153aaf9d4dcaa319b67fd5202'] = _f9ccf5a153aaf9d4dcaa319b67fd5202


def _86cb4a208a9cbc62c414717a5e532466(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'mixed' in _d:
                v_mixed = _d['mixed']
                break
        else:
            v_mixed = _V['mixed']
        return _add(vm, _V['waiting'][v_me], [v_mixed[0]])
    return _e


FACTORIES['86cb4a208a9cbc62c414717a5e532466'] = _86cb4a208a9cbc62c414717a5e532466


def _d3579c2909c84d7580aa268607e45f1c(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = _V['placing']
        return _add(vm, _V['placed'][v_me], [v_placing[2]])
    return _e


FACTORIES['d3579c2909c84d7580aa268607e45f1c'] = _d3579c2909c84d7580aa268607e45f1c


def _00015f4d1600fa5c9bc664c821679dc9(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = _V['placing']
        return _add(vm, _V['used'][v_me], [[v_placing[0], v_placing[1]]])
    return _e


FACTORIES['00015f4d1600fa5c9bc664c821679dc9'] = _00015f4d1600fa5c9bc664c821679dc9


def _6b6afffd1e080c979e42b534575d89d0(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = _V['placing']
        return _fn_remove_one(vm, _V['waiting'][v_me], v_placing[2])
    return _e


FACTORIES['6b6afffd1e080c979e42b534575d89d0'] = _6b6afffd1e080c979e42b534575d89d0


def _d579184e0ca60d9b2fa5de8379bab6f7(namespace: Any) -> Any:
    _le = namespace['_le']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                v_price = _d['price']
                break
        else:
            v_price = _V['price']
        return _le(vm, v_price, _V['army'][v_me])
    return _e


FACTORIES['d579184e0ca60d9b2fa5de8379bab6f7'] = _d579184e0ca60d9b2fa5de8379bab6f7


def _cbc91580fcc4de9ef04f0f552a758f63(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_without = namespace['_fn_without']
    _in = namespace['_in']
    _le = namespace['_le']
    _p_len = namespace['_p_len']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'row' in _d:
                v_row = _d['row']
                break
        else:
            v_row = _V['row']
        return _le(vm, _fn_lookup(vm, v_row, 'pay_army', 0), _V['army'][v_me]) and (_fn_lookup(vm, v_row, 'remove', 0) == 0 or _in(vm, 'corrupt', _add(vm, _V['waiting'][v_me], _V['rest'][v_me]))) and (_fn_lookup(vm, v_row, 'swap') is None or (_in(vm, v_row['swap'][0], _V['waiting'][v_me]) and _V['supply'][v_row['swap'][1]] > 0)) and (_fn_lookup(vm, v_row, 'add_marker') is None or (_fn_count(vm, 'markers', v_me) > 0 and _p_len(vm, _fn_without(vm, _fn_areas_of(vm, v_row['add_marker'], v_me), _fn_areas_of(vm, v_row['add_marker'], v_me, 2))) > 0))
    return _e


FACTORIES['cbc91580fcc4de9ef04f0f552a758f63'] = _cbc91580fcc4de9ef04f0f552a758f63


def _8233eb63e8568967b78a057a980fac85(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'row' in _d:
                v_row = _d['row']
                break
        else:
            v_row = _V['row']
        return _sub(vm, _fn_lookup(vm, v_row, 'pay_gold', 0), _V['gold'][v_me])
    return _e


FACTORIES['8233eb63e8568967b78a057a980fac85'] = _8233eb63e8568967b78a057a980fac85


def _586f30f9b0fc8d55f98bcbb0bb291867(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_lookup = namespace['_fn_lookup']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'steps' in _d:
                v_steps = _d['steps']
                break
        else:
            v_steps = _V['steps']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = _V['t']
        return _p_max(vm, 0, _sub(vm, _add(vm, v_steps, _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1)), _fn_lookup(vm, _V['boost'][v_me], 'disc_conquer', 0)))
    return _e


FACTORIES['586f30f9b0fc8d55f98bcbb0bb291867'] = _586f30f9b0fc8d55f98bcbb0bb291867


def _355a86712934741e71e8ce915b7e3916(namespace: Any) -> Any:
    _add = namespace['_add']
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
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = _V['t']
        return _add(vm, _V['attacked'][v_me], [v_t])
    return _e


FACTORIES['355a86712934741e71e8ce915b7e3916'] = _355a86712934741e71e8ce915b7e3916


def _69d3102f563284e5ff34337eb455f131(namespace: Any) -> Any:
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
        return _V['bag'][v_me]
    return _e


FACTORIES['69d3102f563284e5ff34337eb455f131'] = _69d3102f563284e5ff34337eb455f131


def _070e2603c6746d0e021c47713f55923b(namespace: Any) -> Any:
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
        return _V['buildings'][v_me]
    return _e


FACTORIES['070e2603c6746d0e021c47713f55923b'] = _070e2603c6746d0e021c47713f55923b


def _ec279ac60b548c57608ce843c7e0ffcf(namespace: Any) -> Any:
    _add = namespace['_add']
    _in = namespace['_in']
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
        return _add(vm, ['waiting'] if _in(vm, 'corrupt', _V['waiting'][v_me]) else [], ['rest'] if _in(vm, 'corrupt', _V['rest'][v_me]) else [])
    return _e


FACTORIES['ec279ac60b548c57608ce843c7e0ffcf'] = _ec279ac60b548c57608ce843c7e0ffcf


def _7f11f6ca2a37f702776ef8e971ee367a(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _V['bag'][v_me], _V['rest'][v_me])
    return _e


FACTORIES['7f11f6ca2a37f702776ef8e971ee367a'] = _7f11f6ca2a37f702776ef8e971ee367a


def _77709b8456220da1713234825e166f5c(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _V['gold'][v_me], 1)
    return _e


FACTORIES['77709b8456220da1713234825e166f5c'] = _77709b8456220da1713234825e166f5c


def _6243fba440ed99b0421227c9cd1e8b26(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _V['gold'][v_me], _V['army'][v_me])
    return _e


FACTORIES['6243fba440ed99b0421227c9cd1e8b26'] = _6243fba440ed99b0421227c9cd1e8b26


def _60be48b8f5b9205a3aa26fd056792026(namespace: Any) -> Any:
    _add = namespace['_add']
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
        return _add(vm, _add(vm, _V['rest'][v_me], _V['placed'][v_me]), _V['waiting'][v_me])
    return _e


FACTORIES['60be48b8f5b9205a3aa26fd056792026'] = _60be48b8f5b9205a3aa26fd056792026


def _45ea574383d74c26243483d95adbad8f(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
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
        return _fn_distinct(vm, _V['rest'][v_me])
    return _e


FACTORIES['45ea574383d74c26243483d95adbad8f'] = _45ea574383d74c26243483d95adbad8f


def _e6fb5db13bc6ab59b50eb9b13ba9f052(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
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
        return _fn_distinct(vm, _V['waiting'][v_me])
    return _e


FACTORIES['e6fb5db13bc6ab59b50eb9b13ba9f052'] = _e6fb5db13bc6ab59b50eb9b13ba9f052


def _064c194e8ec59dc7bdaf6ec6b5ef103d(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
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
        return _fn_lookup(vm, _V['boost'][v_me], 'free_build', 0) > 0
    return _e


FACTORIES['064c194e8ec59dc7bdaf6ec6b5ef103d'] = _064c194e8ec59dc7bdaf6ec6b5ef103d


def _e3f1885c86ea9055a03cf71e18f24829(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
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
        return _fn_lookup(vm, _V['boost'][v_me], 'refill', 0)
    return _e


FACTORIES['e3f1885c86ea9055a03cf71e18f24829'] = _e3f1885c86ea9055a03cf71e18f24829


def _9e8539d6de797447985573c98fc05dd8(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_len = namespace['_p_len']
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
        return _fn_lookup(vm, _V['boost'][v_me], 'refill_all', 0) > 0 and _p_len(vm, _V['rest'][v_me]) > 0
    return _e


FACTORIES['9e8539d6de797447985573c98fc05dd8'] = _9e8539d6de797447985573c98fc05dd8


def _2d7d8145693206a488ee819c70e7acdd(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
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
        return _fn_remove_one(vm, _V['rest'][v_me], 'corrupt')
    return _e


FACTORIES['2d7d8145693206a488ee819c70e7acdd'] = _2d7d8145693206a488ee819c70e7acdd


def _8f9404c563a6f755ababac88a8dbc3d1(namespace: Any) -> Any:
    _fn_remove_one = namespace['_fn_remove_one']
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
        return _fn_remove_one(vm, _V['waiting'][v_me], 'corrupt')
    return _e


FACTORIES['8f9404c563a6f755ababac88a8dbc3d1'] = _8f9404c563a6f755ababac88a8dbc3d1


def _1068021ae6445d655f5c16217f1825a0(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
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
        return _fn_without(vm, _V['buildings'][v_me], _V['flipped'][v_me])
    return _e


FACTORIES['1068021ae6445d655f5c16217f1825a0'] = _1068021ae6445d655f5c16217f1825a0


def _c6d7d697ab396972e4650f3911e7ef67(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
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
        return _p_len(vm, _V['bag'][v_me]) == 0
    return _e


FACTORIES['c6d7d697ab396972e4650f3911e7ef67'] = _c6d7d697ab396972e4650f3911e7ef67


def _1f41dfd51226c320bcbf2b42d1c64a85(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
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
        return _p_len(vm, _V['bag'][v_me]) > 0
    return _e


FACTORIES['1f41dfd51226c320bcbf2b42d1c64a85'] = _1f41dfd51226c320bcbf2b42d1c64a85


def _7092e42c67c6ecd7e3c57891d314969c(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
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
        return _p_len(vm, _V['flipped'][v_me]) == 0
    return _e


FACTORIES['7092e42c67c6ecd7e3c57891d314969c'] = _7092e42c67c6ecd7e3c57891d314969c


def _144902751d34b35f989253b0308b0910(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_lookup = namespace['_fn_lookup']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = _V['me']
        return _p_max(vm, 0, _sub(vm, _add(vm, 2, _fn_pieces_on(vm, 'person', v_me)), _fn_lookup(vm, _V['boost'][v_me], 'disc_sponsor', 0)))
    return _e


FACTORIES['144902751d34b35f989253b0308b0910'] = _144902751d34b35f989253b0308b0910


def _7bbb1f0286a55422b45f54219fcde7b1(namespace: Any) -> Any:
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
        return not _V['taxed'][v_me]
    return _e


FACTORIES['7bbb1f0286a55422b45f54219fcde7b1'] = _7bbb1f0286a55422b45f54219fcde7b1


def _e639adb459be02b60cded845c8de78b6(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                v_name = _d['name']
                break
        else:
            v_name = _V['name']
        return _V['pile_decks'][v_name]
    return _e


FACTORIES['e639adb459be02b60cded845c8de78b6'] = _e639adb459be02b60cded845c8de78b6


def _67fe413143c76d57862deb176f17b57d(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                v_name = _d['name']
                break
        else:
            v_name = _V['name']
        return _add(vm, _V['display'], _sliced(vm, _V['piles'][v_name][:_V['per_deal']]))
    return _e


FACTORIES['67fe413143c76d57862deb176f17b57d'] = _67fe413143c76d57862deb176f17b57d


def _04d9ccb68c21024fb11d93f4043e4d03(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                v_name = _d['name']
                break
        else:
            v_name = _V['name']
        return _sliced(vm, _V['piles'][v_name][_V['per_deal']:])
    return _e


FACTORIES['04d9ccb68c21024fb11d93f4043e4d03'] = _04d9ccb68c21024fb11d93f4043e4d03


def _429333119406ae9686c892de1723bf74(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'others' in _d:
                v_others = _d['others']
                break
        else:
            v_others = _V['others']
        return _add(vm, _V['persons'], _sliced(vm, v_others[:_V['extra_persons']]))
    return _e


FACTORIES['429333119406ae9686c892de1723bf74'] = _429333119406ae9686c892de1723bf74


def _da3fc219920169534e36b50b377861ce(namespace: Any) -> Any:
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_props_of = namespace['_fn_props_of']
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
        return [_fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'red'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'yellow'), _fn_occurrences(vm, _fn_props_of(vm, _V['buildings'][v_p], 'colour'), 'green')]
    return _e


FACTORIES['da3fc219920169534e36b50b377861ce'] = _da3fc219920169534e36b50b377861ce


def _a8e1cace02c691f9c149bc38cbf623fb(namespace: Any) -> Any:
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
        return _V['buildings'][v_p]
    return _e


FACTORIES['a8e1cace02c691f9c149bc38cbf623fb'] = _a8e1cace02c691f9c149bc38cbf623fb


def _4b2260de76997b559433649d43c455c7(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
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
        return _add(vm, _add(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'soldier'), _fn_occurrences(vm, _V['waiting'][v_p], 'merchant')), _fn_occurrences(vm, _V['waiting'][v_p], 'priest'))
    return _e


FACTORIES['4b2260de76997b559433649d43c455c7'] = _4b2260de76997b559433649d43c455c7


def _8309e907417403713d95b350deb41533(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_scores = namespace['_fn_scores']
    _mul = namespace['_mul']
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
        return _add(vm, _mul(vm, _fn_scores(vm)[v_p], 1000000), _V['stamp'][v_p])
    return _e


FACTORIES['8309e907417403713d95b350deb41533'] = _8309e907417403713d95b350deb41533


def _537ad26ec23ed4572eeffd738b37697a(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_occurrences = namespace['_fn_occurrences']
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
        return _fn_occurrences(vm, _add(vm, _add(vm, _add(vm, _V['bag'][v_p], _V['waiting'][v_p]), _V['rest'][v_p]), _V['placed'][v_p]), 'corrupt')
    return _e


FACTORIES['537ad26ec23ed4572eeffd738b37697a'] = _537ad26ec23ed4572eeffd738b37697a


def _4b0a0fbe84f2966056a16d68d1af8099(namespace: Any) -> Any:
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
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
        return _fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'commoner'), [[3, 9], [2, 6], [0, 3]])
    return _e


FACTORIES['4b0a0fbe84f2966056a16d68d1af8099'] = _4b0a0fbe84f2966056a16d68d1af8099


def _22ba523785f0d024310bd403179dfde7(namespace: Any) -> Any:
    _fn_occurrences = namespace['_fn_occurrences']
    _fn_tier = namespace['_fn_tier']
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
        return _fn_tier(vm, _fn_occurrences(vm, _V['waiting'][v_p], 'corrupt'), [[2, 3], [1, 6], [0, 9]])
    return _e


FACTORIES['22ba523785f0d024310bd403179dfde7'] = _22ba523785f0d024310bd403179dfde7


def _1c73224e99ca0f8a7b232e395f9334be(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = _V['person']
        return _add(vm, _V['persons'], [v_person])
    return _e


FACTORIES['1c73224e99ca0f8a7b232e395f9334be'] = _1c73224e99ca0f8a7b232e395f9334be


def _c20278c6023232fa45c6b1ce1760d9d9(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        _V = vm.vars
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'site' in _d:
                v_site = _d['site']
                break
        else:
            v_site = _V['site']
        return _add(vm, _V['taken'], [v_site])
    return _e


FACTORIES['c20278c6023232fa45c6b1ce1760d9d9'] = _c20278c6023232fa45c6b1ce1760d9d9


def _7898c2c173ba860d2bf20d2489871e4b(namespace: Any) -> Any:
    _p_min = namespace['_p_min']
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        return [5, 7, 9][_sub(vm, _p_min(vm, _V['council'], 3), 1)]
    return _e


FACTORIES['7898c2c173ba860d2bf20d2489871e4b'] = _7898c2c173ba860d2bf20d2489871e4b


def _4279bbf8dd02ede2de77a4d412292546(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['clock']
    return _e


FACTORIES['4279bbf8dd02ede2de77a4d412292546'] = _4279bbf8dd02ede2de77a4d412292546


def _6dc4fd9fa6f4daf3b8d690b725cf3643(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['persons']
    return _e


FACTORIES['6dc4fd9fa6f4daf3b8d690b725cf3643'] = _6dc4fd9fa6f4daf3b8d690b725cf3643


def _5aeb2a1c5c6e04cbddb92d91bc67b57b(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['players']
    return _e


FACTORIES['5aeb2a1c5c6e04cbddb92d91bc67b57b'] = _5aeb2a1c5c6e04cbddb92d91bc67b57b


def _7f2ba7d6822da6f3f534c1316351b787(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['players'][0]
    return _e


FACTORIES['7f2ba7d6822da6f3f534c1316351b787'] = _7f2ba7d6822da6f3f534c1316351b787


def _8092e860ea2c6ec8ed201d9f01ec1fcc(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['rounds_played']
    return _e


FACTORIES['8092e860ea2c6ec8ed201d9f01ec1fcc'] = _8092e860ea2c6ec8ed201d9f01ec1fcc


def _ea870a3c1b1af22da515d153d6dc0674(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['supply']['corrupt'] > 0
    return _e


FACTORIES['ea870a3c1b1af22da515d153d6dc0674'] = _ea870a3c1b1af22da515d153d6dc0674


def _5a4d708237d3cbffbde39b8314db6eed(namespace: Any) -> Any:
    def _e(vm):
        _V = vm.vars
        return _V['turn_order']
    return _e


FACTORIES['5a4d708237d3cbffbde39b8314db6eed'] = _5a4d708237d3cbffbde39b8314db6eed


def _02483bdde533039bc9169a767b2a2f58(namespace: Any) -> Any:
    _add = namespace['_add']
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['clock'], 1)
    return _e


FACTORIES['02483bdde533039bc9169a767b2a2f58'] = _02483bdde533039bc9169a767b2a2f58


def _05d5c39b6557e6513a2f6840312ae2ce(namespace: Any) -> Any:
    _add = namespace['_add']
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['council'], 1)
    return _e


FACTORIES['05d5c39b6557e6513a2f6840312ae2ce'] = _05d5c39b6557e6513a2f6840312ae2ce


def _64cd01a528ddd2e8eeff50270443d9e4(namespace: Any) -> Any:
    _add = namespace['_add']
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['rounds_played'], 1)
    return _e


FACTORIES['64cd01a528ddd2e8eeff50270443d9e4'] = _64cd01a528ddd2e8eeff50270443d9e4


def _9e7c8db985dcc49e46c65bd1fc412ef8(namespace: Any) -> Any:
    _add = namespace['_add']
    def _e(vm):
        _V = vm.vars
        return _add(vm, _V['supply']['corrupt'], 1)
    return _e


FACTORIES['9e7c8db985dcc49e46c65bd1fc412ef8'] = _9e7c8db985dcc49e46c65bd1fc412ef8


def _20ccd83e4100018e12aaa529da867116(namespace: Any) -> Any:
    _add = namespace['_add']
    _p_len = namespace['_p_len']
    def _e(vm):
        _V = vm.vars
        return _add(vm, _p_len(vm, _V['players']), 1)
    return _e


FACTORIES['20ccd83e4100018e12aaa529da867116'] = _20ccd83e4100018e12aaa529da867116


def _6ca7d885f203a2dec830d0eefb64bd92(namespace: Any) -> Any:
    _add = namespace['_add']
    _eq = namespace['_eq']
    _fn_total_length = namespace['_fn_total_length']
    _fn_values_of = namespace['_fn_values_of']
    _p_sum = namespace['_p_sum']
    def _e(vm):
        _V = vm.vars
        return _eq(vm, _add(vm, _add(vm, _add(vm, _add(vm, _fn_total_length(vm, _V['bag']), _fn_total_length(vm, _V['waiting'])), _fn_total_length(vm, _V['rest'])), _fn_total_length(vm, _V['placed'])), _p_sum(vm, _fn_values_of(vm, _V['supply']))), _V['citizens_total'])
    return _e


FACTORIES['6ca7d885f203a2dec830d0eefb64bd92'] = _6ca7d885f203a2dec830d0eefb64bd92


def _c7a16f70af1177febb391cdcd8e3cf2c(namespace: Any) -> Any:
    _fn_distinct = namespace['_fn_distinct']
    def _e(vm):
        _V = vm.vars
        return _fn_distinct(vm, _V['display'])
    return _e


FACTORIES['c7a16f70af1177febb391cdcd8e3cf2c'] = _c7a16f70af1177febb391cdcd8e3cf2c


def _b0459c1af509471e0be8f1809d7047c1(namespace: Any) -> Any:
    _fn_ranked = namespace['_fn_ranked']
    def _e(vm):
        _V = vm.vars
        return _fn_ranked(vm, _V['players'], _V['rank_key'])
    return _e


FACTORIES['b0459c1af509471e0be8f1809d7047c1'] = _b0459c1af509471e0be8f1809d7047c1


def _b7d1e8bdba68b8a7e51456ac3e34d79e(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
    def _e(vm):
        _V = vm.vars
        return _fn_without(vm, _V['castle_sites'], _V['taken'])
    return _e


FACTORIES['b7d1e8bdba68b8a7e51456ac3e34d79e'] = _b7d1e8bdba68b8a7e51456ac3e34d79e


def _9f9c921e846fd260620c59b27b1546ea(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    _fn_without = namespace['_fn_without']
    def _e(vm):
        _V = vm.vars
        return _fn_without(vm, _fn_areas(vm, 'person'), _V['persons'])
    return _e


FACTORIES['9f9c921e846fd260620c59b27b1546ea'] = _9f9c921e846fd260620c59b27b1546ea


def _82b00c722a9c46c3b914f45472567db7(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    _le = namespace['_le']
    def _e(vm):
        _V = vm.vars
        return _le(vm, _V['round'], _fn_option(vm, 'last_build_round'))
    return _e


FACTORIES['82b00c722a9c46c3b914f45472567db7'] = _82b00c722a9c46c3b914f45472567db7


def _fed7626ee15620d78ba5370b94967519(namespace: Any) -> Any:
    _mul = namespace['_mul']
    def _e(vm):
        _V = vm.vars
        return _mul(vm, _V['per_deal'], 3)
    return _e


FACTORIES['fed7626ee15620d78ba5370b94967519'] = _fed7626ee15620d78ba5370b94967519


def _5a8f8fbc40b2a3b29e1d3dc51028c19f(namespace: Any) -> Any:
    _fn_without = namespace['_fn_without']
    _p_len = namespace['_p_len']
    def _e(vm):
        _V = vm.vars
        return _p_len(vm, _fn_without(vm, _V['castle_sites'], _V['taken'])) == 1
    return _e


FACTORIES['5a8f8fbc40b2a3b29e1d3dc51028c19f'] = _5a8f8fbc40b2a3b29e1d3dc51028c19f


def _b45904c416376011724f108aafa9410d(namespace: Any) -> Any:
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    def _e(vm):
        _V = vm.vars
        return _p_list(vm, _p_range(vm, _V['extra_persons']))
    return _e


FACTORIES['b45904c416376011724f108aafa9410d'] = _b45904c416376011724f108aafa9410d


def _59b95f0d12c808a1fb535d7cdf83cb2d(namespace: Any) -> Any:
    _fn_values_of = namespace['_fn_values_of']
    _p_min = namespace['_p_min']
    def _e(vm):
        _V = vm.vars
        return _p_min(vm, _fn_values_of(vm, _V['supply'])) >= 0
    return _e


FACTORIES['59b95f0d12c808a1fb535d7cdf83cb2d'] = _59b95f0d12c808a1fb535d7cdf83cb2d


def _092a30975124f8e8e667a5bf6bf5d431(namespace: Any) -> Any:
    _p_sorted = namespace['_p_sorted']
    def _e(vm):
        _V = vm.vars
        return _p_sorted(vm, _V['pile_decks'])
    return _e


FACTORIES['092a30975124f8e8e667a5bf6bf5d431'] = _092a30975124f8e8e667a5bf6bf5d431


def _dfd9cd4aeb9b8ce9aab8a657b2693c6e(namespace: Any) -> Any:
    _p_sorted = namespace['_p_sorted']
    def _e(vm):
        _V = vm.vars
        return _p_sorted(vm, _V['piles'])
    return _e


FACTORIES['dfd9cd4aeb9b8ce9aab8a657b2693c6e'] = _dfd9cd4aeb9b8ce9aab8a657b2693c6e


def _2187394610724d30502195112d5a7117(namespace: Any) -> Any:
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        return _sub(vm, _V['supply']['commoner'], 4)
    return _e


FACTORIES['2187394610724d30502195112d5a7117'] = _2187394610724d30502195112d5a7117


def _2322c8f58b0493abfc05c15153e617da(namespace: Any) -> Any:
    _sub = namespace['_sub']
    def _e(vm):
        _V = vm.vars
        return _sub(vm, _V['supply']['corrupt'], 1)
    return _e


FACTORIES['2322c8f58b0493abfc05c15153e617da'] = _2322c8f58b0493abfc05c15153e617da


def _5d0d043209ce16fcf70e4769bfb724e7(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act != 'tax' and v_act[0] == 'build'
    return _e


FACTORIES['5d0d043209ce16fcf70e4769bfb724e7'] = _5d0d043209ce16fcf70e4769bfb724e7


def _78ecbe9c93e844c663426617bda8d7ee(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act != 'tax' and v_act[0] in ['conquer', 'conquer-free']
    return _e


FACTORIES['78ecbe9c93e844c663426617bda8d7ee'] = _78ecbe9c93e844c663426617bda8d7ee


def _d82af18e0a07d90a4eedcd1bb76e8443(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act != 'tax' and v_act[0] in ['sponsor', 'sponsor-free']
    return _e


FACTORIES['d82af18e0a07d90a4eedcd1bb76e8443'] = _d82af18e0a07d90a4eedcd1bb76e8443


def _c6ebff405bb70c72e5e1953ba3418cd1(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act == 'tax'
    return _e


FACTORIES['c6ebff405bb70c72e5e1953ba3418cd1'] = _c6ebff405bb70c72e5e1953ba3418cd1


def _f6611a7eb1f12bb1d9d65d361ba1c12e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act is None
    return _e


FACTORIES['f6611a7eb1f12bb1d9d65d361ba1c12e'] = _f6611a7eb1f12bb1d9d65d361ba1c12e


def _0901c8a5bd04f6a7a352d76874edb87f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act[0] == 'conquer-free'
    return _e


FACTORIES['0901c8a5bd04f6a7a352d76874edb87f'] = _0901c8a5bd04f6a7a352d76874edb87f


def _657ef9150427624f37523c04a90c6f1b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act[0] == 'sponsor-free'
    return _e


FACTORIES['657ef9150427624f37523c04a90c6f1b'] = _657ef9150427624f37523c04a90c6f1b


def _baff3c88456f6b57631bcbd394d811ce(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'act' in _d:
                v_act = _d['act']
                break
        else:
            v_act = vm.vars['act']
        return v_act[1]
    return _e


FACTORIES['baff3c88456f6b57631bcbd394d811ce'] = _baff3c88456f6b57631bcbd394d811ce


def _ab32230b69f6f88e0f81cb14be3a7202(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'area' in _d:
                v_area = _d['area']
                break
        else:
            v_area = vm.vars['area']
        return v_area == 'rest'
    return _e


FACTORIES['ab32230b69f6f88e0f81cb14be3a7202'] = _ab32230b69f6f88e0f81cb14be3a7202


def _29e594bafdc4515260d27a70d8ddb4e0(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'area' in _d:
                v_area = _d['area']
                break
        else:
            v_area = vm.vars['area']
        return v_area == 'waiting'
    return _e


FACTORIES['29e594bafdc4515260d27a70d8ddb4e0'] = _29e594bafdc4515260d27a70d8ddb4e0


def _96720f950b9a14045a6c7c88e207ab8e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'area' in _d:
                v_area = _d['area']
                break
        else:
            v_area = vm.vars['area']
        return v_area is not None
    return _e


FACTORIES['96720f950b9a14045a6c7c88e207ab8e'] = _96720f950b9a14045a6c7c88e207ab8e


def _909bc38eda1b6e30fb6f5f8fd8a9b0f5(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'built' in _d:
                v_built = _d['built']
                break
        else:
            v_built = vm.vars['built']
        return _add(vm, v_built, _fn_prop(vm, v_b, 'fame'))
    return _e


FACTORIES['909bc38eda1b6e30fb6f5f8fd8a9b0f5'] = _909bc38eda1b6e30fb6f5f8fd8a9b0f5


def _1f0fdb761727ffcfcc1ff7eee4492921(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'i' in _d:
                v_i = _d['i']
                break
        else:
            v_i = vm.vars['i']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        return _add(vm, v_opts, [[v_b, v_i, v_kind]])
    return _e


FACTORIES['1f0fdb761727ffcfcc1ff7eee4492921'] = _1f0fdb761727ffcfcc1ff7eee4492921


def _1fea8e69e74c1fe58980336d8d392f6f(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        return _fn_prop(vm, v_b, 'passive')
    return _e


FACTORIES['1fea8e69e74c1fe58980336d8d392f6f'] = _1fea8e69e74c1fe58980336d8d392f6f


def _c249f01177041c56911e617f6fc590f8(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        return _fn_prop(vm, v_b, 'passive') is not None
    return _e


FACTORIES['c249f01177041c56911e617f6fc590f8'] = _c249f01177041c56911e617f6fc590f8


def _0a96294a1a71924108b69a90147cb475(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'b' in _d:
                v_b = _d['b']
                break
        else:
            v_b = vm.vars['b']
        return _fn_prop(vm, v_b, 'slots')
    return _e


FACTORIES['0a96294a1a71924108b69a90147cb475'] = _0a96294a1a71924108b69a90147cb475


def _25e1ce47f8ee544f334901086123d0aa(namespace: Any) -> Any:
    _fn_scores = namespace['_fn_scores']
    _ne = namespace['_ne']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'before' in _d:
                v_before = _d['before']
                break
        else:
            v_before = vm.vars['before']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'who' in _d:
                v_who = _d['who']
                break
        else:
            v_who = vm.vars['who']
        return _ne(vm, _fn_scores(vm)[v_who], v_before)
    return _e


FACTORIES['25e1ce47f8ee544f334901086123d0aa'] = _25e1ce47f8ee544f334901086123d0aa


def _5e2f8e083a3ca4ebd74deb93aabaa860(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'building' in _d:
                return _d['building']
        return vm.vars['building']
    return _e


FACTORIES['5e2f8e083a3ca4ebd74deb93aabaa860'] = _5e2f8e083a3ca4ebd74deb93aabaa860


def _41f131304d123adee9067fc5cd3006bd(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'built' in _d:
                return _d['built']
        return vm.vars['built']
    return _e


FACTORIES['41f131304d123adee9067fc5cd3006bd'] = _41f131304d123adee9067fc5cd3006bd


def _9a923a952aaa5384c86d65cddd401136(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'card' in _d:
                v_card = _d['card']
                break
        else:
            v_card = vm.vars['card']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        return _add(vm, v_opts, [['build', v_card]])
    return _e


FACTORIES['9a923a952aaa5384c86d65cddd401136'] = _9a923a952aaa5384c86d65cddd401136


def _c3ca447cb5461e0876d6c6c7a9845814(namespace: Any) -> Any:
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
        return _fn_prop(vm, v_card, 'cost')
    return _e


FACTORIES['c3ca447cb5461e0876d6c6c7a9845814'] = _c3ca447cb5461e0876d6c6c7a9845814


def _5b866daceb5dc9a5baabefe09f93a81f(namespace: Any) -> Any:
    _fn_tier = namespace['_fn_tier']
    _p_max = namespace['_p_max']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'colours' in _d:
                v_colours = _d['colours']
                break
        else:
            v_colours = vm.vars['colours']
        return _fn_tier(vm, _p_max(vm, v_colours), [[6, 9], [4, 6], [0, 3]])
    return _e


FACTORIES['5b866daceb5dc9a5baabefe09f93a81f'] = _5b866daceb5dc9a5baabefe09f93a81f


def _bc1cfd9b3c6939caea53f07c9cc04e7c(namespace: Any) -> Any:
    _mul = namespace['_mul']
    _p_min = namespace['_p_min']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'colours' in _d:
                v_colours = _d['colours']
                break
        else:
            v_colours = vm.vars['colours']
        return _mul(vm, 3, _p_min(vm, _p_min(vm, v_colours), 3))
    return _e


FACTORIES['bc1cfd9b3c6939caea53f07c9cc04e7c'] = _bc1cfd9b3c6939caea53f07c9cc04e7c


def _d58165169e5719839bb8d6b41409c5be(namespace: Any) -> Any:
    _mul = namespace['_mul']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'corrupt' in _d:
                v_corrupt = _d['corrupt']
                break
        else:
            v_corrupt = vm.vars['corrupt']
        return _mul(vm, -2, v_corrupt)
    return _e


FACTORIES['d58165169e5719839bb8d6b41409c5be'] = _d58165169e5719839bb8d6b41409c5be


def _df3469a5b1ec692f353fddf990a21503(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'drawn' in _d:
                return _d['drawn']
        return vm.vars['drawn']
    return _e


FACTORIES['df3469a5b1ec692f353fddf990a21503'] = _df3469a5b1ec692f353fddf990a21503


def _1b70f099beda7682e31f75484db92188(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'key' in _d:
                v_key = _d['key']
                break
        else:
            v_key = vm.vars['key']
        return _in(vm, v_key, v_e)
    return _e


FACTORIES['1b70f099beda7682e31f75484db92188'] = _1b70f099beda7682e31f75484db92188


def _59db3853b25aa8e6fbbbb4b177e6323c(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'draw', 0)
    return _e


FACTORIES['59db3853b25aa8e6fbbbb4b177e6323c'] = _59db3853b25aa8e6fbbbb4b177e6323c


def _b394f91fc2148bc875ed48c5fc91b3a7(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'fame', 0) > 0
    return _e


FACTORIES['b394f91fc2148bc875ed48c5fc91b3a7'] = _b394f91fc2148bc875ed48c5fc91b3a7


def _f9cf9c23d8798c64a230ee3fbc67279b(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _fn_lookup(vm, v_e, 'gain', [])
    return _e


FACTORIES['f9cf9c23d8798c64a230ee3fbc67279b'] = _f9cf9c23d8798c64a230ee3fbc67279b


def _a9c1afddebfad7f757f0ff267b1a144f(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _in(vm, 'refill', v_e)
    return _e


FACTORIES['a9c1afddebfad7f757f0ff267b1a144f'] = _a9c1afddebfad7f757f0ff267b1a144f


def _26964885644addd274210d637b96a210(namespace: Any) -> Any:
    _fn_lookup = namespace['_fn_lookup']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return _p_list(vm, _p_range(vm, _fn_lookup(vm, v_e, 'remove', 0)))
    return _e


FACTORIES['26964885644addd274210d637b96a210'] = _26964885644addd274210d637b96a210


def _9dc2343ff2f9c949b62b010103e0002d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return v_e['fame']
    return _e


FACTORIES['9dc2343ff2f9c949b62b010103e0002d'] = _9dc2343ff2f9c949b62b010103e0002d


def _57be5a8899869fcf8b757248c751c9f1(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return v_e['swap'][0]
    return _e


FACTORIES['57be5a8899869fcf8b757248c751c9f1'] = _57be5a8899869fcf8b757248c751c9f1


def _c53316eaa1c9a9e998f1cdcaabe8388a(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'e' in _d:
                v_e = _d['e']
                break
        else:
            v_e = vm.vars['e']
        return v_e['swap'][1]
    return _e


FACTORIES['c53316eaa1c9a9e998f1cdcaabe8388a'] = _c53316eaa1c9a9e998f1cdcaabe8388a


def _1bcd0d2fb392fcb75de641150479090c(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'extra' in _d:
                v_extra = _d['extra']
                break
        else:
            v_extra = vm.vars['extra']
        return v_extra == 'draw'
    return _e


FACTORIES['1bcd0d2fb392fcb75de641150479090c'] = _1bcd0d2fb392fcb75de641150479090c


def _04cc024f794e72ce4281d44340766f7e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'gained' in _d:
                return _d['gained']
        return vm.vars['gained']
    return _e


FACTORIES['04cc024f794e72ce4281d44340766f7e'] = _04cc024f794e72ce4281d44340766f7e


def _797848d18082fc9baea8c356691ab72f(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'gained' in _d:
                v_gained = _d['gained']
                break
        else:
            v_gained = vm.vars['gained']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'pts' in _d:
                v_pts = _d['pts']
                break
        else:
            v_pts = vm.vars['pts']
        return _add(vm, v_gained, v_pts)
    return _e


FACTORIES['797848d18082fc9baea8c356691ab72f'] = _797848d18082fc9baea8c356691ab72f


def _a8e49560572facbf451418ce9d2da9df(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'had_enemy' in _d:
                v_had_enemy = _d['had_enemy']
                break
        else:
            v_had_enemy = vm.vars['had_enemy']
        return 5 if v_had_enemy else 2
    return _e


FACTORIES['a8e49560572facbf451418ce9d2da9df'] = _a8e49560572facbf451418ce9d2da9df


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


def _36c439cab24c0f4498c3fadda67f53d5(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'k' in _d:
                v_k = _d['k']
                break
        else:
            v_k = vm.vars['k']
        return _add(vm, v_k, 1)
    return _e


FACTORIES['36c439cab24c0f4498c3fadda67f53d5'] = _36c439cab24c0f4498c3fadda67f53d5


def _b224f97b58fe3bf4eb89c05ca9183422(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                return _d['kind']
        return vm.vars['kind']
    return _e


FACTORIES['b224f97b58fe3bf4eb89c05ca9183422'] = _b224f97b58fe3bf4eb89c05ca9183422


def _039d13c6d7b6df18c9c1160d0c484343(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'slot' in _d:
                v_slot = _d['slot']
                break
        else:
            v_slot = vm.vars['slot']
        return _in(vm, v_kind, v_slot['accepts'])
    return _e


FACTORIES['039d13c6d7b6df18c9c1160d0c484343'] = _039d13c6d7b6df18c9c1160d0c484343


def _fb2872949cefe4a9e2ef9ca6e29e2acb(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'archbishop'
    return _e


FACTORIES['fb2872949cefe4a9e2ef9ca6e29e2acb'] = _fb2872949cefe4a9e2ef9ca6e29e2acb


def _b4220e08714215c6a5a40660cc65f009(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'architect'
    return _e


FACTORIES['b4220e08714215c6a5a40660cc65f009'] = _b4220e08714215c6a5a40660cc65f009


def _26af64f96a2eb567c555cbef9d54878d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'chamberlain'
    return _e


FACTORIES['26af64f96a2eb567c555cbef9d54878d'] = _26af64f96a2eb567c555cbef9d54878d


def _083731db2a1dbe394c3a0743e39b6ff2(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'chancellor'
    return _e


FACTORIES['083731db2a1dbe394c3a0743e39b6ff2'] = _083731db2a1dbe394c3a0743e39b6ff2


def _a8ea825e26d3f3aec676bb02c82b8ca7(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'corrupt'
    return _e


FACTORIES['a8ea825e26d3f3aec676bb02c82b8ca7'] = _a8ea825e26d3f3aec676bb02c82b8ca7


def _c7f616f8f0a3b6ced84f0dada22c7e92(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'inquisitor'
    return _e


FACTORIES['c7f616f8f0a3b6ced84f0dada22c7e92'] = _c7f616f8f0a3b6ced84f0dada22c7e92


def _58a7f2e042766921864c8fd5756ec33f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'jester'
    return _e


FACTORIES['58a7f2e042766921864c8fd5756ec33f'] = _58a7f2e042766921864c8fd5756ec33f


def _1739f9cd4bb08ca7cc820c16faa4f8bc(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'mayor'
    return _e


FACTORIES['1739f9cd4bb08ca7cc820c16faa4f8bc'] = _1739f9cd4bb08ca7cc820c16faa4f8bc


def _46355efc86fc0e7befa2672570e62949(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'prince'
    return _e


FACTORIES['46355efc86fc0e7befa2672570e62949'] = _46355efc86fc0e7befa2672570e62949


def _9a3ea7778b2cde6b83fda2627844d45d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'princess'
    return _e


FACTORIES['9a3ea7778b2cde6b83fda2627844d45d'] = _9a3ea7778b2cde6b83fda2627844d45d


def _73284d70bafea01a07294901eeeb8bdf(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'queen'
    return _e


FACTORIES['73284d70bafea01a07294901eeeb8bdf'] = _73284d70bafea01a07294901eeeb8bdf


def _fcdc0798858fc4301007b7fe6be32327(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind == 'scholar'
    return _e


FACTORIES['fcdc0798858fc4301007b7fe6be32327'] = _fcdc0798858fc4301007b7fe6be32327


def _c1d3d36031f9f7dc2eed295d47e74028(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'kind' in _d:
                v_kind = _d['kind']
                break
        else:
            v_kind = vm.vars['kind']
        return v_kind is None
    return _e


FACTORIES['c1d3d36031f9f7dc2eed295d47e74028'] = _c1d3d36031f9f7dc2eed295d47e74028


def _da509957ad66baee4d92b4156a7ba12a(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'left' in _d:
                v_left = _d['left']
                break
        else:
            v_left = vm.vars['left']
        return _sub(vm, v_left, 1)
    return _e


FACTORIES['da509957ad66baee4d92b4156a7ba12a'] = _da509957ad66baee4d92b4156a7ba12a


def _ad47b82fae84a94966d5d183593ccb54(namespace: Any) -> Any:
    _in = namespace['_in']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'linked' in _d:
                v_linked = _d['linked']
                break
        else:
            v_linked = vm.vars['linked']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _in(vm, v_t, v_linked)
    return _e


FACTORIES['ad47b82fae84a94966d5d183593ccb54'] = _ad47b82fae84a94966d5d183593ccb54


def _6dc66198ee5fd6b17cccb1955a7ab8d4(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'markers' in _d:
                v_markers = _d['markers']
                break
        else:
            v_markers = vm.vars['markers']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, v_markers, _fn_count(vm, v_t, v_p))
    return _e


FACTORIES['6dc66198ee5fd6b17cccb1955a7ab8d4'] = _6dc66198ee5fd6b17cccb1955a7ab8d4


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


def _5db75f7493d94609fed19b84d1dcbf5f(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_distances = namespace['_fn_distances']
    _fn_lookup = namespace['_fn_lookup']
    _fn_where = namespace['_fn_where']
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
            if 'mine' in _d:
                v_mine = _d['mine']
                break
        else:
            v_mine = vm.vars['mine']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _fn_lookup(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, v_mine, [v_t])), v_t)
    return _e


FACTORIES['5db75f7493d94609fed19b84d1dcbf5f'] = _5db75f7493d94609fed19b84d1dcbf5f


def _a4af53b6a55f2aeb232b395ce31268f8(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_count = namespace['_fn_count']
    _fn_distances = namespace['_fn_distances']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _fn_where = namespace['_fn_where']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, _fn_distances(vm, _fn_where(vm, 'castle', v_me), _add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me), v_t]))[v_t], _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1))
    return _e


FACTORIES['a4af53b6a55f2aeb232b395ce31268f8'] = _a4af53b6a55f2aeb232b395ce31268f8


def _159f65db39c903abb6963588c981aac2(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _fn_token_owner = namespace['_fn_token_owner']
    _fn_total = namespace['_fn_total']
    _reversed = namespace['_reversed']
    _sub = namespace['_sub']
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
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, _sub(vm, _fn_total(vm, v_t), _fn_count(vm, v_t, v_me)), 0 if _fn_token_owner(vm, 'castle', v_t) is None else 1) > 0
    return _e


FACTORIES['159f65db39c903abb6963588c981aac2'] = _159f65db39c903abb6963588c981aac2


def _ea07368e47bba1b0d9419005a40b7dcc(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _add(vm, 2, _fn_pieces_on(vm, 'person', v_me))
    return _e


FACTORIES['ea07368e47bba1b0d9419005a40b7dcc'] = _ea07368e47bba1b0d9419005a40b7dcc


def _504e4269447af41a4539df2dd753affa(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_where = namespace['_fn_where']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _add(vm, _fn_areas_of(vm, 'territory', v_me), [_fn_where(vm, 'castle', v_me)])
    return _e


FACTORIES['504e4269447af41a4539df2dd753affa'] = _504e4269447af41a4539df2dd753affa


def _e45d5e10f954641983d0f0967a698620(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_count(vm, 'markers', v_me) > 0
    return _e


FACTORIES['e45d5e10f954641983d0f0967a698620'] = _e45d5e10f954641983d0f0967a698620


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


def _33d447eecd763c6aaef54523d065c0be(namespace: Any) -> Any:
    _fn_pieces_on = namespace['_fn_pieces_on']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_pieces_on(vm, 'palace', v_me) > 0
    return _e


FACTORIES['33d447eecd763c6aaef54523d065c0be'] = _33d447eecd763c6aaef54523d065c0be


def _fa2090435cc554f1691267428e878878(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_without(vm, _fn_areas_of(vm, 'person', v_me), _fn_areas_of(vm, 'person', v_me, 2))
    return _e


FACTORIES['fa2090435cc554f1691267428e878878'] = _fa2090435cc554f1691267428e878878


def _382637f9a2a941a0e61d62110d3a44c4(namespace: Any) -> Any:
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_without = namespace['_fn_without']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'me' in _d:
                v_me = _d['me']
                break
        else:
            v_me = vm.vars['me']
        return _fn_without(vm, _fn_areas_of(vm, 'territory', v_me), _fn_areas_of(vm, 'territory', v_me, 2))
    return _e


FACTORIES['382637f9a2a941a0e61d62110d3a44c4'] = _382637f9a2a941a0e61d62110d3a44c4


def _fd3bbff616885f97bcde776c0e950761(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'mixed' in _d:
                v_mixed = _d['mixed']
                break
        else:
            v_mixed = vm.vars['mixed']
        return _sliced(vm, v_mixed[1:])
    return _e


FACTORIES['fd3bbff616885f97bcde776c0e950761'] = _fd3bbff616885f97bcde776c0e950761


def _0b5cd268b906034a7799200c9919f9a8(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'n' in _d:
                return _d['n']
        return vm.vars['n']
    return _e


FACTORIES['0b5cd268b906034a7799200c9919f9a8'] = _0b5cd268b906034a7799200c9919f9a8


def _dae440c2001bc7243c4c689b1ff9fba7(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'n' in _d:
                v_n = _d['n']
                break
        else:
            v_n = vm.vars['n']
        return _add(vm, v_n, 1)
    return _e


FACTORIES['dae440c2001bc7243c4c689b1ff9fba7'] = _dae440c2001bc7243c4c689b1ff9fba7


def _3c41be81d4b5fb61e7bd00a3ed793c15(namespace: Any) -> Any:
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'n' in _d:
                v_n = _d['n']
                break
        else:
            v_n = vm.vars['n']
        return _p_list(vm, _p_range(vm, v_n))
    return _e


FACTORIES['3c41be81d4b5fb61e7bd00a3ed793c15'] = _3c41be81d4b5fb61e7bd00a3ed793c15


def _3c50efd46772cd16d0eb04346b1c2e01(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'name' in _d:
                return _d['name']
        return vm.vars['name']
    return _e


FACTORIES['3c50efd46772cd16d0eb04346b1c2e01'] = _3c50efd46772cd16d0eb04346b1c2e01


def _79a9b3805cd227fe5136da9cbf116b76(namespace: Any) -> Any:
    _fn_tier = namespace['_fn_tier']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'on_land' in _d:
                v_on_land = _d['on_land']
                break
        else:
            v_on_land = vm.vars['on_land']
        return _fn_tier(vm, v_on_land, [[5, 9], [4, 6], [0, 3]])
    return _e


FACTORIES['79a9b3805cd227fe5136da9cbf116b76'] = _79a9b3805cd227fe5136da9cbf116b76


def _0b1bef836b033480d864ebb47bb1b22d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                return _d['opts']
        return vm.vars['opts']
    return _e


FACTORIES['0b1bef836b033480d864ebb47bb1b22d'] = _0b1bef836b033480d864ebb47bb1b22d


def _1c01e99aeecd0b76a85e3cab9d682780(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _add(vm, v_opts, [['sponsor', v_person]])
    return _e


FACTORIES['1c01e99aeecd0b76a85e3cab9d682780'] = _1c01e99aeecd0b76a85e3cab9d682780


def _0aa7a09b9486c2ad8abdcdd749c99e5a(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _add(vm, v_opts, [['sponsor-free', v_person]])
    return _e


FACTORIES['0aa7a09b9486c2ad8abdcdd749c99e5a'] = _0aa7a09b9486c2ad8abdcdd749c99e5a


def _505ce3cfaac30e9882fbf5f59ae38af9(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, v_opts, [['conquer', v_t]])
    return _e


FACTORIES['505ce3cfaac30e9882fbf5f59ae38af9'] = _505ce3cfaac30e9882fbf5f59ae38af9


def _5fb57d50e6f30cddda9977ee9ff3259a(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _add(vm, v_opts, [['conquer-free', v_t]])
    return _e


FACTORIES['5fb57d50e6f30cddda9977ee9ff3259a'] = _5fb57d50e6f30cddda9977ee9ff3259a


def _242779b5f8dbffa1f4c72d51591bcbfb(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'opts' in _d:
                v_opts = _d['opts']
                break
        else:
            v_opts = vm.vars['opts']
        return _add(vm, v_opts, ['tax'])
    return _e


FACTORIES['242779b5f8dbffa1f4c72d51591bcbfb'] = _242779b5f8dbffa1f4c72d51591bcbfb


def _5e694110a6624760bbdbf981482172a5(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'owner' in _d:
                return _d['owner']
        return vm.vars['owner']
    return _e


FACTORIES['5e694110a6624760bbdbf981482172a5'] = _5e694110a6624760bbdbf981482172a5


def _4fd1c0290716a912a84de456c9876caf(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'owner' in _d:
                v_owner = _d['owner']
                break
        else:
            v_owner = vm.vars['owner']
        return v_owner is not None
    return _e


FACTORIES['4fd1c0290716a912a84de456c9876caf'] = _4fd1c0290716a912a84de456c9876caf


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


def _5593c77656c4f8a036b51b0ee680b6f2(namespace: Any) -> Any:
    _fn_count = namespace['_fn_count']
    _p_list = namespace['_p_list']
    _p_range = namespace['_p_range']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _p_list(vm, _p_range(vm, _fn_count(vm, v_person, v_p)))
    return _e


FACTORIES['5593c77656c4f8a036b51b0ee680b6f2'] = _5593c77656c4f8a036b51b0ee680b6f2


def _645c8e20cbcf0973acd9e0149effcb6c(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_count = namespace['_fn_count']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return 7 if _add(vm, _fn_count(vm, 'princess-1', v_p), _fn_count(vm, 'princess-2', v_p)) >= 2 else 5
    return _e


FACTORIES['645c8e20cbcf0973acd9e0149effcb6c'] = _645c8e20cbcf0973acd9e0149effcb6c


def _1b0a6a0d10fd2b364669219497522361(namespace: Any) -> Any:
    _fn_pieces_on = namespace['_fn_pieces_on']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return 8 if _fn_pieces_on(vm, 'palace', v_p) > 0 else 4
    return _e


FACTORIES['1b0a6a0d10fd2b364669219497522361'] = _1b0a6a0d10fd2b364669219497522361


def _67ce3dbfa70bbf193574ac1da6fa892f(namespace: Any) -> Any:
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
        return _add(vm, 'castle:', v_p)
    return _e


FACTORIES['67ce3dbfa70bbf193574ac1da6fa892f'] = _67ce3dbfa70bbf193574ac1da6fa892f


def _5162d51a4c5da360919c445a5dc5bfc0(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_pieces_on = namespace['_fn_pieces_on']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _add(vm, _fn_pieces_on(vm, 'territory', v_p), 1)
    return _e


FACTORIES['5162d51a4c5da360919c445a5dc5bfc0'] = _5162d51a4c5da360919c445a5dc5bfc0


def _923659ce22428e22af5755bce0a8a8ba(namespace: Any) -> Any:
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
        return _fn_areas_of(vm, 'territory', v_p)
    return _e


FACTORIES['923659ce22428e22af5755bce0a8a8ba'] = _923659ce22428e22af5755bce0a8a8ba


def _deef2f6a5765e6ee75c4b24b579e943b(namespace: Any) -> Any:
    _add = namespace['_add']
    _fn_areas_of = namespace['_fn_areas_of']
    _fn_distances = namespace['_fn_distances']
    _fn_where = namespace['_fn_where']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_distances(vm, _fn_where(vm, 'castle', v_p), _add(vm, _fn_areas_of(vm, 'territory', v_p), [_fn_where(vm, 'castle', v_p)]))
    return _e


FACTORIES['deef2f6a5765e6ee75c4b24b579e943b'] = _deef2f6a5765e6ee75c4b24b579e943b


def _aaf0210747015965e562208f5b7b1ad5(namespace: Any) -> Any:
    _fn_pieces_on = namespace['_fn_pieces_on']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_pieces_on(vm, 'person', v_p)
    return _e


FACTORIES['aaf0210747015965e562208f5b7b1ad5'] = _aaf0210747015965e562208f5b7b1ad5


def _4146796cf738844512c3a547b50ebf85(namespace: Any) -> Any:
    _fn_where = namespace['_fn_where']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'p' in _d:
                v_p = _d['p']
                break
        else:
            v_p = vm.vars['p']
        return _fn_where(vm, 'castle', v_p) is None
    return _e


FACTORIES['4146796cf738844512c3a547b50ebf85'] = _4146796cf738844512c3a547b50ebf85


def _074d8563fc7d23f5b189b3e64709cc1f(namespace: Any) -> Any:
    _add = namespace['_add']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'part' in _d:
                v_part = _d['part']
                break
        else:
            v_part = vm.vars['part']
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'pile' in _d:
                v_pile = _d['pile']
                break
        else:
            v_pile = vm.vars['pile']
        return _add(vm, v_pile, v_part)
    return _e


FACTORIES['074d8563fc7d23f5b189b3e64709cc1f'] = _074d8563fc7d23f5b189b3e64709cc1f


def _f4aa08e3b53b7049c3dfe35ecdd6cd93(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                return _d['person']
        return vm.vars['person']
    return _e


FACTORIES['f4aa08e3b53b7049c3dfe35ecdd6cd93'] = _f4aa08e3b53b7049c3dfe35ecdd6cd93


def _6af2d6ad7eeb53e5029f62c935a2bc49(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    _sliced = namespace['_sliced']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'person' in _d:
                v_person = _d['person']
                break
        else:
            v_person = vm.vars['person']
        return _sliced(vm, v_person[:8]) if _sliced(vm, v_person[:8]) == 'princess' else v_person
    return _e


FACTORIES['6af2d6ad7eeb53e5029f62c935a2bc49'] = _6af2d6ad7eeb53e5029f62c935a2bc49


def _d0d9575e3d8bf32c768cb4a370cce00e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'pile' in _d:
                return _d['pile']
        return vm.vars['pile']
    return _e


FACTORIES['d0d9575e3d8bf32c768cb4a370cce00e'] = _d0d9575e3d8bf32c768cb4a370cce00e


def _95793ad437fa5b086c9414e8e6c7f552(namespace: Any) -> Any:
    _fn_prop = namespace['_fn_prop']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return _fn_prop(vm, v_placing[0], 'slots')[v_placing[1]]['rows']
    return _e


FACTORIES['95793ad437fa5b086c9414e8e6c7f552'] = _95793ad437fa5b086c9414e8e6c7f552


def _07185515d0c6cddbf5bf82333749df5b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return v_placing == 'tax'
    return _e


FACTORIES['07185515d0c6cddbf5bf82333749df5b'] = _07185515d0c6cddbf5bf82333749df5b


def _e9aab1e16e540d891429c349753c12ea(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return v_placing is None
    return _e


FACTORIES['e9aab1e16e540d891429c349753c12ea'] = _e9aab1e16e540d891429c349753c12ea


def _f0ce7ec0e541a9ed5342c9be132c109b(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'placing' in _d:
                v_placing = _d['placing']
                break
        else:
            v_placing = vm.vars['placing']
        return v_placing[0]
    return _e


FACTORIES['f0ce7ec0e541a9ed5342c9be132c109b'] = _f0ce7ec0e541a9ed5342c9be132c109b


def _8e0a0b4ddb0a50e8ee28438d34c97000(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'price' in _d:
                return _d['price']
        return vm.vars['price']
    return _e


FACTORIES['8e0a0b4ddb0a50e8ee28438d34c97000'] = _8e0a0b4ddb0a50e8ee28438d34c97000


def _d893c3ff3f2ab35515d6e53ac5ac86f4(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'q' in _d:
                return _d['q']
        return vm.vars['q']
    return _e


FACTORIES['d893c3ff3f2ab35515d6e53ac5ac86f4'] = _d893c3ff3f2ab35515d6e53ac5ac86f4


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


def _b19c85f69b71fc1abe3f69e2d850a981(namespace: Any) -> Any:
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
        return _in(vm, v_r, _fn_option(vm, 'council_rounds'))
    return _e


FACTORIES['b19c85f69b71fc1abe3f69e2d850a981'] = _b19c85f69b71fc1abe3f69e2d850a981


def _f3fc43afda0d709e8de1f29cca8d6fe5(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'row' in _d:
                return _d['row']
        return vm.vars['row']
    return _e


FACTORIES['f3fc43afda0d709e8de1f29cca8d6fe5'] = _f3fc43afda0d709e8de1f29cca8d6fe5


def _6eca99287cc518cf53ef4a6b9e8ef4ff(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'short' in _d:
                v_short = _d['short']
                break
        else:
            v_short = vm.vars['short']
        return v_short <= 0
    return _e


FACTORIES['6eca99287cc518cf53ef4a6b9e8ef4ff'] = _6eca99287cc518cf53ef4a6b9e8ef4ff


def _f0456fabf21f4f71a232e58dd05b5f2e(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'site' in _d:
                return _d['site']
        return vm.vars['site']
    return _e


FACTORIES['f0456fabf21f4f71a232e58dd05b5f2e'] = _f0456fabf21f4f71a232e58dd05b5f2e


def _db6c8fea7ade9f6040f17b9f6f9dc0b6(namespace: Any) -> Any:
    _fn_tier = namespace['_fn_tier']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'specialists' in _d:
                v_specialists = _d['specialists']
                break
        else:
            v_specialists = vm.vars['specialists']
        return _fn_tier(vm, v_specialists, [[5, 9], [4, 6], [0, 3]])
    return _e


FACTORIES['db6c8fea7ade9f6040f17b9f6f9dc0b6'] = _db6c8fea7ade9f6040f17b9f6f9dc0b6


def _236ad4b15eacf6249364766a3ed4b51d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'steps' in _d:
                v_steps = _d['steps']
                break
        else:
            v_steps = vm.vars['steps']
        return v_steps is not None
    return _e


FACTORIES['236ad4b15eacf6249364766a3ed4b51d'] = _236ad4b15eacf6249364766a3ed4b51d


def _89967c65fb6c52000a19e3c20ee83b8f(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                return _d['t']
        return vm.vars['t']
    return _e


FACTORIES['89967c65fb6c52000a19e3c20ee83b8f'] = _89967c65fb6c52000a19e3c20ee83b8f


def _9b42271fa150ee283a79105bb425340a(namespace: Any) -> Any:
    _fn_token_owner = namespace['_fn_token_owner']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 't' in _d:
                v_t = _d['t']
                break
        else:
            v_t = vm.vars['t']
        return _fn_token_owner(vm, 'castle', v_t)
    return _e


FACTORIES['9b42271fa150ee283a79105bb425340a'] = _9b42271fa150ee283a79105bb425340a


def _e8acca563d7f067aa28970f2395c0577(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'to' in _d:
                v_to = _d['to']
                break
        else:
            v_to = vm.vars['to']
        return v_to == 'waiting'
    return _e


FACTORIES['e8acca563d7f067aa28970f2395c0577'] = _e8acca563d7f067aa28970f2395c0577


def _1a186921e52016605eee167d58bc4ca9(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'use' in _d:
                v_use = _d['use']
                break
        else:
            v_use = vm.vars['use']
        return v_use == 'tax'
    return _e


FACTORIES['1a186921e52016605eee167d58bc4ca9'] = _1a186921e52016605eee167d58bc4ca9


def _6326ceba4245f72a6403afcc514b4732(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'use' in _d:
                v_use = _d['use']
                break
        else:
            v_use = vm.vars['use']
        return v_use is not None
    return _e


FACTORIES['6326ceba4245f72a6403afcc514b4732'] = _6326ceba4245f72a6403afcc514b4732


def _fa77cdbf856940cd243a8a9bb6607ac4(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'use_free' in _d:
                return _d['use_free']
        return vm.vars['use_free']
    return _e


FACTORIES['fa77cdbf856940cd243a8a9bb6607ac4'] = _fa77cdbf856940cd243a8a9bb6607ac4


def _8752ada4daf193e74424dd107f263701(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'ways' in _d:
                return _d['ways']
        return vm.vars['ways']
    return _e


FACTORIES['8752ada4daf193e74424dd107f263701'] = _8752ada4daf193e74424dd107f263701


def _98d9b507fc4114d28533bf7977ab867d(namespace: Any) -> Any:
    _p_len = namespace['_p_len']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'ways' in _d:
                v_ways = _d['ways']
                break
        else:
            v_ways = vm.vars['ways']
        return _p_len(vm, v_ways) == 0
    return _e


FACTORIES['98d9b507fc4114d28533bf7977ab867d'] = _98d9b507fc4114d28533bf7977ab867d


def _49691f1a1232984b116ba83fb28fe393(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'what' in _d:
                v_what = _d['what']
                break
        else:
            v_what = vm.vars['what']
        return v_what == 'gold'
    return _e


FACTORIES['49691f1a1232984b116ba83fb28fe393'] = _49691f1a1232984b116ba83fb28fe393


def _78d0a304b764e727f4d2a0d7f2c46980(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'where_' in _d:
                return _d['where_']
        return vm.vars['where_']
    return _e


FACTORIES['78d0a304b764e727f4d2a0d7f2c46980'] = _78d0a304b764e727f4d2a0d7f2c46980


def _7995e6f7a6ebc3dfebd76f0ae12c3c0d(namespace: Any) -> Any:
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'where_' in _d:
                v_where_ = _d['where_']
                break
        else:
            v_where_ = vm.vars['where_']
        return v_where_ is not None
    return _e


FACTORIES['7995e6f7a6ebc3dfebd76f0ae12c3c0d'] = _7995e6f7a6ebc3dfebd76f0ae12c3c0d


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


def _383627412a40b90e785a2861e401fc57(namespace: Any) -> Any:
    _fn_scores = namespace['_fn_scores']
    _reversed = namespace['_reversed']
    def _e(vm):
        for _f in _reversed(vm.stack):
            _d = _f['l']
            if 'who' in _d:
                v_who = _d['who']
                break
        else:
            v_who = vm.vars['who']
        return _fn_scores(vm)[v_who]
    return _e


FACTORIES['383627412a40b90e785a2861e401fc57'] = _383627412a40b90e785a2861e401fc57


def _b884922dac6662240fd4261fa8f3694f(namespace: Any) -> Any:
    def _e(vm):
        return ['commoner', 'commoner', 'commoner', 'commoner']
    return _e


FACTORIES['b884922dac6662240fd4261fa8f3694f'] = _b884922dac6662240fd4261fa8f3694f


def _7d6f523bf1bfe90500025c04ddc54ae2(namespace: Any) -> Any:
    def _e(vm):
        return ['corrupt']
    return _e


FACTORIES['7d6f523bf1bfe90500025c04ddc54ae2'] = _7d6f523bf1bfe90500025c04ddc54ae2


def _e8449ecfac2f53b4d5a22bca00deda56(namespace: Any) -> Any:
    def _e(vm):
        return ['disc_build', 'disc_conquer', 'disc_sponsor', 'free_build', 'free_conquer', 'free_sponsor']
    return _e


FACTORIES['e8449ecfac2f53b4d5a22bca00deda56'] = _e8449ecfac2f53b4d5a22bca00deda56


def _2b7535f8ab0b548cdc3c0eb9728340ea(namespace: Any) -> Any:
    def _e(vm):
        return ['draw']
    return _e


FACTORIES['2b7535f8ab0b548cdc3c0eb9728340ea'] = _2b7535f8ab0b548cdc3c0eb9728340ea


def _76fdfbd07c3000c42a6c4f1eae511b71(namespace: Any) -> Any:
    def _e(vm):
        return ['tax']
    return _e


FACTORIES['76fdfbd07c3000c42a6c4f1eae511b71'] = _76fdfbd07c3000c42a6c4f1eae511b71


def _f8f999ab8c25db2f61d2189fd513948f(namespace: Any) -> Any:
    def _e(vm):
        return ['use']
    return _e


FACTORIES['f8f999ab8c25db2f61d2189fd513948f'] = _f8f999ab8c25db2f61d2189fd513948f


def _cd79f8f05d70c73d2b04b355ac9d4882(namespace: Any) -> Any:
    def _e(vm):
        return []
    return _e


FACTORIES['cd79f8f05d70c73d2b04b355ac9d4882'] = _cd79f8f05d70c73d2b04b355ac9d4882


def _a72aa954cfea71937b018f3bd07ac2b2(namespace: Any) -> Any:
    _fn_areas = namespace['_fn_areas']
    def _e(vm):
        return _fn_areas(vm, 'person')
    return _e


FACTORIES['a72aa954cfea71937b018f3bd07ac2b2'] = _a72aa954cfea71937b018f3bd07ac2b2


def _123922450a3ed0e926f7a0925cb3b2b6(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'draw_count')
    return _e


FACTORIES['123922450a3ed0e926f7a0925cb3b2b6'] = _123922450a3ed0e926f7a0925cb3b2b6


def _4d2f95b60ce95888dd2ac973fe121851(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'extra_persons') == 'random'
    return _e


FACTORIES['4d2f95b60ce95888dd2ac973fe121851'] = _4d2f95b60ce95888dd2ac973fe121851


def _55dc7fc84f7822413c7251d5de86ce58(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'mixed_buildings')
    return _e


FACTORIES['55dc7fc84f7822413c7251d5de86ce58'] = _55dc7fc84f7822413c7251d5de86ce58


def _78fe893e5c3283c29dbc101a3342896d(namespace: Any) -> Any:
    _fn_option = namespace['_fn_option']
    def _e(vm):
        return _fn_option(vm, 'rounds')
    return _e


FACTORIES['78fe893e5c3283c29dbc101a3342896d'] = _78fe893e5c3283c29dbc101a3342896d


def _a138eac34d9a8f71651a581233b1a745(namespace: Any) -> Any:
    def _e(vm):
        return {'all': [['red-1', 'yellow-1', 'green-1'], ['red-2', 'yellow-2', 'green-2'], ['red-3', 'yellow-3', 'green-3']]}
    return _e


FACTORIES['a138eac34d9a8f71651a581233b1a745'] = _a138eac34d9a8f71651a581233b1a745


def _07bb0ebd8ed895e9d1f75e0fd3a2ce99(namespace: Any) -> Any:
    def _e(vm):
        return {}
    return _e


FACTORIES['07bb0ebd8ed895e9d1f75e0fd3a2ce99'] = _07bb0ebd8ed895e9d1f75e0fd3a2ce99
