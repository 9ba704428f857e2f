"""cc_toolchain_config for our clang with CUDA (crosstool/).

Every action's "gcc" is crosstool_wrapper.py; env_set hands it our clang, the
CUDA path and the capability setting (all relative to the exec root), and the
host system's identity, which nothing reads: it is there to be part of the
cache key of every compile and link (see configure.bzl)."""

load(
    "@bazel_tools//tools/cpp:cc_toolchain_config_lib.bzl",
    "env_entry",
    "env_set",
    "feature",
    "flag_group",
    "flag_set",
    "tool_path",
)
load("@bazel_tools//tools/build_defs/cc:action_names.bzl", "ACTION_NAMES")

_COMPILE = [
    ACTION_NAMES.c_compile,
    ACTION_NAMES.cpp_compile,
    ACTION_NAMES.cpp_header_parsing,
    ACTION_NAMES.cpp_module_compile,
    ACTION_NAMES.preprocess_assemble,
    ACTION_NAMES.assemble,
]
_LINK = [
    ACTION_NAMES.cpp_link_executable,
    ACTION_NAMES.cpp_link_dynamic_library,
    ACTION_NAMES.cpp_link_nodeps_dynamic_library,
]

def _impl(ctx):
    tools = [
        tool_path(name = "gcc", path = "crosstool_wrapper.py"),
        tool_path(name = "cpp", path = "/usr/bin/cpp"),
        tool_path(name = "ld", path = "/usr/bin/ld"),
        tool_path(name = "ar", path = "/usr/bin/ar"),
        tool_path(name = "nm", path = "/usr/bin/nm"),
        tool_path(name = "objdump", path = "/usr/bin/objdump"),
        tool_path(name = "objcopy", path = "/usr/bin/objcopy"),
        tool_path(name = "strip", path = "/usr/bin/strip"),
        tool_path(name = "gcov", path = "/usr/bin/false"),
        tool_path(name = "dwp", path = "/usr/bin/false"),
    ]
    env = feature(
        name = "nvptxbw_env",
        enabled = True,
        env_sets = [env_set(
            actions = _COMPILE + _LINK,
            env_entries = [
                env_entry("NVPTXBW_CLANG", ctx.attr.clang),
                env_entry("NVPTXBW_CUDA_PATH", ctx.attr.cuda_path),
                env_entry("NVPTXBW_CUDA_CAPABILITIES", ctx.attr.cuda_capabilities),
                env_entry("NVPTXBW_CUDA_COMPILER", ctx.attr.cuda_compiler),
                env_entry("NVPTXBW_HOST_SYSTEM", ctx.attr.host_system),
            ],
        )],
    )
    compile_flags = feature(
        name = "nvptxbw_compile_flags",
        enabled = True,
        flag_sets = [flag_set(
            actions = _COMPILE,
            flag_groups = [flag_group(flags = [
                # Keep the relative path Bazel runs clang by, so its resource
                # headers are found (and named in .d files) inside the repo.
                "-no-canonical-prefixes",
                "-Wall",
                "-fno-omit-frame-pointer",
                "-Wno-builtin-macro-redefined",
                "-D__DATE__=\"redacted\"",
                "-D__TIMESTAMP__=\"redacted\"",
                "-D__TIME__=\"redacted\"",
            ])],
        )],
    )
    opt = feature(name = "opt", flag_sets = [flag_set(
        actions = _COMPILE,
        flag_groups = [flag_group(flags = ["-O2", "-DNDEBUG"])],
    )])
    dbg = feature(name = "dbg", flag_sets = [flag_set(
        actions = _COMPILE,
        flag_groups = [flag_group(flags = ["-g"])],
    )])
    link_flags = feature(
        name = "nvptxbw_link_flags",
        enabled = True,
        flag_sets = [flag_set(
            actions = _LINK,
            flag_groups = [flag_group(flags = ["-no-canonical-prefixes", "-lstdc++", "-lm"])],
        )],
    )
    return cc_common.create_cc_toolchain_config_info(
        ctx = ctx,
        toolchain_identifier = "nvptxbw-clang-cuda",
        host_system_name = "x86_64-unknown-linux-gnu",
        target_system_name = "x86_64-unknown-linux-gnu",
        target_cpu = "k8",
        target_libc = "glibc",
        compiler = "clang",
        abi_version = "clang",
        abi_libc_version = "glibc",
        tool_paths = tools,
        features = [env, compile_flags, opt, dbg, link_flags],
        cxx_builtin_include_directories = [
            "/usr/include",
            "/usr/lib/gcc",
            "/usr/local/include",
            ctx.attr.clang_resource_dir,
        ],
    )

cc_toolchain_config = rule(
    implementation = _impl,
    attrs = {
        "clang": attr.string(mandatory = True),
        "clang_resource_dir": attr.string(mandatory = True),
        "cuda_path": attr.string(mandatory = True),
        "cuda_capabilities": attr.string(default = ""),
        "cuda_compiler": attr.string(default = "clang"),
        "host_system": attr.string(default = ""),
    },
    provides = [CcToolchainConfigInfo],
)
