# Compiled, the VM is an extension type whose fields are C struct members: code that declares a local
# a VM (the block and expression functions written ahead of time, the VM's own methods) reads them
# without looking them up by name. The game's state, its variables and its frame stack are plain data,
# a dict, a dict and a list, always; run as Python, vm.py's class is what it says.

cdef class VM:
    cdef public object ruleset, blocks, statics, failed, max_decisions
    cdef public dict state, functions, vars
    cdef public list stack
    cdef public long long work
