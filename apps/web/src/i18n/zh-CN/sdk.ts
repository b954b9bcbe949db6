/**
 * 两个 SDK 页面的中文（content/sdk/cxr-m.ts、cxr-s.ts、shared.ts 的译文）。术语见 ../glossary.md。
 * 代码示例原样取自英文内容（只翻译标题），保证示例照写即可运行。
 */
import { brand } from '../../site.ts';
import { cxrMPage } from '../../content/sdk/cxr-m.ts';
import { cxrSPage } from '../../content/sdk/cxr-s.ts';
import type { CodeSample, SdkPage } from '../../content/types.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { developerModeCheck, developerModeSteps } from './developer-mode.ts';

/** 英文页面第 `tab` 个标签页中第 `index` 个步骤或示例的代码，标题换成中文，代码一字不改。 */
function sample(page: SdkPage, tab: number, index: number, title: string): CodeSample {
  const section = page.tabs[tab];
  const code = (section?.steps ?? section?.examples)?.[index]?.code;
  if (!code) throw new Error(`${page.id}: no code sample at tab ${tab}, item ${index}`);
  return { ...code, title };
}

const needHelp = {
  heading: '需要帮助？',
  text: '在论坛中搜索或提问，我们的工程师每个工作日都会在论坛答复。帐号或合作相关的问题，请直接联系我们。',
  actions: [
    { label: '到论坛提问', href: '/forum', variant: 'primary' },
    { label: '联系我们', href: '/contact', variant: 'outline' },
  ],
} as const;

const actions = {
  download: { label: '下载 SDK', href: '/console', variant: 'primary' },
  apiReference: { label: 'API 参考', href: '/docs/api', variant: 'outline' },
  quickStart: { label: '快速开始', variant: 'outline', tab: 'getting-started' },
} as const;

const troubleshootingIntro = '以下是开发者最常遇到的问题及解决方法。如果这里没有你遇到的问题，请到论坛提问。';

const m = cxrMPage;
const s = cxrSPage;

export const sdk = {
  sdkReleaseCard: {
    toolchainLink: '工具链安装程序',
    versionsLink: '所有版本和发布说明',
    seeReleaseNotes: '发布说明',
  },

  cxrMPage: {
    id: 'cxr-m',
    href: '/sdk/cxr-m',
    meta: {
      title: 'CXR-M SDK（Android）',
      description: `CXR-M SDK 将 Android 应用与 ${brand.name} 眼镜连接起来：配对、音视频流、自定义场景和指令。需要 Android 7.0（API 级别 24）或更高版本。`,
    },
    breadcrumb: [{ label: '开发者中心', href: '/developers' }, { label: 'CXR-M SDK' }],
    title: 'CXR-M SDK',
    description: `${brand.name} 眼镜的手机端 SDK。让你的 Android 应用连接眼镜，双向传输音频和视频，并自定义佩戴者看到的场景和使用的指令，而应用本身仍在手机上运行。`,
    platform: 'Android',
    actions,
    keyFeatures: {
      heading: '主要功能',
      items: [
        '通过低功耗蓝牙（Bluetooth LE）发现和配对设备，断开后自动重连',
        '高带宽 Wi-Fi 链路，用于视频和大文件传输',
        '将眼镜的摄像头和麦克风实时传到手机',
        '在眼镜上播放来自手机的视频和音频',
        '自定义场景：在显示屏上呈现文字、图片、列表和布局',
        '自定义语音指令和触控手势事件',
        '与眼镜上使用 CXR-S SDK 开发的应用之间的数据通道',
        '以 Kotlin 为主的 API，同时提供协程和 Java 回调两种写法',
      ],
    },
    requirements: {
      heading: '系统要求',
      rows: [
        { label: '操作系统', value: 'Android 7.0（API 级别 24）或更高版本', met: true },
        { label: '架构', value: 'ARM64、ARM 和 x86_64', met: true },
        { label: '权限', value: '摄像头、麦克风和存储权限', met: true },
        { label: '连接方式', value: 'Wi-Fi 或蓝牙', met: true },
        { label: '内存', value: '建议至少 2GB RAM', met: true },
      ],
    },
    defaultTab: 'getting-started',
    tabs: [
      {
        id: 'getting-started',
        label: '入门',
        heading: '将 SDK 添加到你的应用',
        intro: '只需三步，就能把一个空的 Android 工程变成可以与眼镜通信的应用。',
        steps: [
          {
            title: '1. 添加仓库和依赖',
            description: 'SDK 以 Android 库（AAR）的形式发布在我们的 Maven 仓库中。',
            code: sample(m, 0, 0, 'Gradle 配置'),
          },
          {
            title: '2. 声明权限',
            description:
              'SDK 需要蓝牙来发现和配对眼镜，需要 Wi-Fi 来传输音视频流，媒体功能还需要摄像头、麦克风和存储权限。请在连接之前申请运行时权限。',
            code: sample(m, 0, 1, '清单文件中的权限'),
          },
          {
            title: '3. 初始化 SDK',
            description:
              '在 Application 类中使用开发者控制台中的 API 密钥初始化一次即可。大多数应用使用只读权限的密钥就足够了。',
            code: sample(m, 0, 2, '初始化'),
          },
        ],
      },
      {
        id: 'integration',
        label: '集成',
        heading: '连接、传输与自定义',
        intro: '核心集成任务：发现眼镜、保持连接、传输媒体流，以及显示你自己的内容。',
        steps: [
          {
            title: '发现并连接',
            description:
              '设备发现通过低功耗蓝牙进行。连接之后，当音视频流需要更高带宽时，SDK 会自动切换到 Wi-Fi。',
            code: sample(m, 1, 0, '发现与连接'),
          },
          {
            title: '接收摄像头画面',
            description:
              '订阅眼镜的摄像头，即可在手机上显示佩戴者看到的画面，或将其转发给远程专家。请根据网络状况选择合适的配置档。',
            code: sample(m, 1, 1, '摄像头视频流'),
          },
          {
            title: '显示自定义场景并处理指令',
            description:
              '场景描述眼镜上显示的内容。注册自定义语音指令，佩戴者就能解放双手进行操作。Java API 通过监听器提供同样的调用。',
            code: sample(m, 1, 2, '自定义场景和语音指令（Java）'),
          },
        ],
      },
      {
        id: 'examples',
        label: '示例',
        heading: '示例应用',
        intro: 'SDK 下载包中附带完整的示例工程，每个都可以直接构建和运行。',
        examples: [
          {
            title: '提词器',
            description: '在眼镜上滚动显示讲稿，并通过语音指令或手机控制滚动速度。',
            features: ['自定义文字场景', '语音指令', '手机端遥控'],
            level: 'Beginner',
            code: sample(m, 2, 0, '用语音调节滚动速度'),
          },
          {
            title: '远程协助查看器',
            description: '将眼镜摄像头的画面传到手机，添加标注后再发回给佩戴者。',
            features: ['摄像头视频流', '图片场景', 'Wi-Fi 链路管理'],
            level: 'Intermediate',
            code: sample(m, 2, 1, '发回带标注的画面'),
          },
          {
            title: '实时字幕',
            description: '采集眼镜麦克风的音频，在手机上转写成文字，并实时显示字幕。',
            features: ['麦克风音频流', '语音转文字集成', '低延迟文字更新'],
            level: 'Advanced',
            code: sample(m, 2, 2, '从麦克风音频到字幕'),
          },
        ],
      },
      {
        id: 'troubleshooting',
        label: '故障排除',
        heading: '故障排除',
        intro: troubleshootingIntro,
        troubleshooting: [
          {
            title: '连接失败',
            symptoms: '发现不到眼镜，或者 connect() 以 ConnectionState.Failed 结束。',
            solutions: [
              '确认蓝牙和定位服务已开启，并且已在运行时授予 BLUETOOTH_SCAN 和 BLUETOOTH_CONNECT 权限。',
              '确认眼镜电量充足、已开机，并且没有连接到另一部手机。',
              '在手机的蓝牙设置中移除眼镜，然后从你的应用重新配对。',
              '确认传给 CxrConfig 的 API 密钥在开发者控制台中处于启用状态。',
            ],
          },
          {
            title: '视频流问题',
            symptoms: '摄像头画面黑屏、卡顿，或几秒钟后中断。',
            solutions: [
              '授予摄像头权限，并在传输期间让应用保持在前台。',
              '网络繁忙时使用较低的 StreamProfile；以 30 fps 传输 720p 画面时，Wi-Fi 链路需要约 4 Mbps 带宽。',
              '打开新会话之前先关闭之前的会话；同一时间只能有一个摄像头视频流。',
              '通过视频流统计回调检查是否有丢帧和码率下降。',
            ],
          },
          {
            title: '自定义指令不起作用',
            symptoms: '已注册的语音指令无法识别，或者回调从未触发。',
            solutions: [
              '在连接进入 ConnectionState.Connected 之后再注册指令；在此之前的注册会被忽略。',
              '使用两到四个词的简短短语，不要与“go back”等系统指令冲突。',
              '确认指令的语言区域与眼镜上设置的语言一致。',
              '保留对注册结果的引用；它被垃圾回收后注册即被移除。',
            ],
          },
        ],
      },
    ],
    relatedResources: {
      heading: '相关资源',
      items: [
        {
          icon: 'glasses',
          title: 'CXR-S SDK',
          description: '开发应用的眼镜端，并与 CXR-M 交换数据。',
          href: '/sdk/cxr-s',
          linkLabel: '了解 CXR-S',
        },
        {
          icon: 'file-text',
          title: 'API 文档',
          description: 'SDK 的所有类、方法和事件。',
          href: '/docs/api',
          linkLabel: '浏览 API',
        },
        {
          icon: 'circle-help',
          title: '常见问题',
          description: '关于安装配置、兼容性和发布的解答。',
          href: '/faq',
          linkLabel: '阅读常见问题',
        },
        {
          icon: 'terminal',
          title: '开发者控制台',
          description: '创建应用、生成 API 密钥并下载 SDK。',
          href: '/console',
          linkLabel: '打开控制台',
        },
      ],
    },
    needHelp,
  },

  cxrSPage: {
    id: 'cxr-s',
    href: '/sdk/cxr-s',
    meta: {
      title: 'CXR-S SDK（眼镜端）',
      description: `CXR-S SDK 用于开发在 ${brand.name} 眼镜的 YodaOS-Sprite 上运行的应用，可直接访问显示屏和传感器，并通过数据通道与手机应用通信。`,
    },
    breadcrumb: [{ label: '开发者中心', href: '/developers' }, { label: 'CXR-S SDK' }],
    title: 'CXR-S SDK',
    description: `${brand.name} 眼镜的设备端 SDK。开发直接在 YodaOS-Sprite 上运行的应用，原生访问显示屏、摄像头、传感器和麦克风，并通过数据通道与你的 CXR-M 手机应用通信。`,
    platform: 'YodaOS-Sprite',
    actions,
    keyFeatures: {
      heading: '主要功能',
      items: [
        '原生 C/C++ API，并提供 Kotlin 绑定',
        '通过低延迟合成器直接渲染到眼镜显示屏',
        '访问摄像头、IMU、环境光和距离传感器',
        '麦克风阵列输入，并提供设备端唤醒词接口',
        '与 CXR-M 手机应用双向收发消息和文件的数据通道',
        '语音、触控板和控制器输入事件',
        '感知功耗的任务调度和后台任务 API',
        '在设备上分析帧耗时、功耗和温度',
      ],
    },
    requirements: {
      heading: '系统要求',
      rows: [
        { label: '眼镜', value: 'YodaOS-Sprite 2.1 或更高版本', met: true },
        { label: '开发者权限', value: '已在眼镜上开启', met: true },
        {
          label: '开发用电脑',
          value: 'Windows 10 或 11、macOS 12 或更高版本，或 Ubuntu 20.04 或更高版本',
          met: true,
        },
        {
          label: '工具链',
          value: 'CMake 3.22+ 和支持 C++17 的编译器；使用 Kotlin 时需要 Android Studio',
          met: true,
        },
        { label: '连接方式', value: 'USB-C 数据线，或处于同一网络的 Wi-Fi', met: true },
      ],
    },
    warning: {
      title: '需要开发者权限',
      text: '必须先在眼镜上开启开发者权限，才能安装、调试或运行 CXR-S 应用。请在开发者控制台的“设备”标签页中登记你的眼镜来申请。如果你的项目只在手机上使用 CXR-M SDK，则无需开启。',
    },
    defaultTab: 'getting-started',
    tabs: [
      {
        id: 'getting-started',
        label: '入门',
        heading: '开发你的第一个眼镜应用',
        intro: '开启开发者模式，安装工具链，然后部署一个能显示文字并响应语音指令的最小应用。',
        steps: [
          {
            title: '1. 开启开发者权限',
            description: `${developerModeSteps}${developerModeCheck}如需自行校验证书，请使用 Node.js 18 或更高版本运行以下脚本。`,
            code: sample(s, 0, 0, '校验开发者模式证书'),
          },
          {
            title: '2. 安装工具链并连接',
            description:
              '将 SDK 压缩包和工具链安装程序（均可在发布说明页面下载）解压到同一个文件夹，把其中的工具加入 PATH，然后确认电脑能通过 USB-C 或 Wi-Fi 识别到眼镜。',
            code: sample(s, 0, 1, '检查连接'),
          },
          {
            title: '3. 编写并部署最小应用',
            description: '每个应用都继承自 cxr::App，并在主线程上接收生命周期和输入回调。',
            code: sample(s, 0, 2, '最小应用：Hello, glasses'),
          },
          {
            title: '4. 构建并安装',
            description: 'SDK 附带适用于眼镜的 CMake 工具链文件；cxr install 会对软件包签名并安装。',
            code: sample(s, 0, 3, '构建并运行'),
          },
        ],
      },
      {
        id: 'data-channel',
        label: '数据通道',
        heading: '与手机交换数据',
        intro:
          '数据通道将眼镜上的应用与手机上的配套应用（CXR-M）连接起来。两端使用相同的通道名称；消息按顺序送达，传输过程中全程加密。',
        steps: [
          {
            title: '在眼镜上打开通道',
            description: '通道名称必须以你的应用的包名开头。眼镜端也可以用 Kotlin 编写。',
            code: sample(s, 1, 0, '眼镜端（Kotlin）'),
          },
          {
            title: '从手机与之通信',
            description: '在手机上，眼镜连接之后，CXR-M SDK 会打开对应的通道。',
            code: sample(s, 1, 1, '手机端（Kotlin，CXR-M）'),
          },
          {
            title: '发送文件',
            description: '不超过 512 MB 的文件通过 Wi-Fi 链路传输，支持断点续传。',
            code: sample(s, 1, 2, '文件传输（C++）'),
          },
        ],
      },
      {
        id: 'examples',
        label: '示例',
        heading: '示例应用',
        intro: 'SDK 下载包中的示例工程，每个都同时提供 CMake 和 Gradle 构建。',
        examples: [
          {
            title: '分步作业指导',
            description: '逐步显示作业指导，通过语音或镜腿触控板翻到下一步。',
            features: ['文字和图片渲染', '语音和触控输入', '离线内容包'],
            level: 'Beginner',
            code: sample(s, 2, 0, '用语音或触控板翻页'),
          },
          {
            title: '条码扫描器',
            description: '用眼镜摄像头扫描条码，并通过数据通道将结果发送到手机应用。',
            features: ['摄像头帧', '设备端解码', '数据通道消息'],
            level: 'Intermediate',
            code: sample(s, 2, 1, '解码画面并上报结果'),
          },
          {
            title: '传感器仪表盘',
            description: '将 IMU、光线和距离数据可视化，并分析应用的帧耗时和功耗。',
            features: ['传感器 API', '自定义渲染', '性能监测'],
            level: 'Advanced',
            code: sample(s, 2, 2, '采样 IMU 并分析帧耗时'),
          },
        ],
      },
      {
        id: 'troubleshooting',
        label: '故障排除',
        heading: '故障排除',
        intro: troubleshootingIntro,
        troubleshooting: [
          {
            title: '数据通道访问被拒绝',
            symptoms: '在眼镜或手机上打开通道时失败，返回 ACCESS_DENIED。',
            solutions: [
              '确认眼镜已开启开发者权限；未开启时，第三方应用无法打开通道。',
              '通道名称以你的应用的包名开头，并且两端完全一致。',
              '确认手机应用使用的 API 密钥与眼镜应用属于同一个开发者帐号。',
            ],
          },
          {
            title: '收不到指令',
            symptoms: '从手机发送的消息始终没有到达眼镜应用，或者要重启后才到达。',
            solutions: [
              '在手机开始发送之前注册 onMessage 处理函数；发往已关闭通道的消息会被丢弃。',
              '让眼镜应用保持在前台，或为该通道声明后台服务。',
              '确认手机和眼镜已连接，并且都没有处于省电模式。',
            ],
          },
          {
            title: '硬件访问问题',
            symptoms: '调用摄像头、麦克风或传感器时返回错误或空数据。',
            solutions: [
              '在清单文件中声明应用使用的硬件功能；未声明的硬件会被阻止访问。',
              '在 onPause 中释放摄像头和麦克风，以便系统服务使用。',
              '将眼镜更新到最新的 YodaOS-Sprite 版本；部分传感器需要 2.2 或更高版本的系统。',
            ],
          },
        ],
      },
    ],
    relatedResources: {
      heading: '相关资源',
      items: [
        {
          icon: 'cpu',
          title: 'YodaOS-Sprite',
          description: '你的应用所运行的操作系统：架构、服务和支持的设备。',
          href: '/yodaos-sprite',
          linkLabel: '了解 YodaOS-Sprite',
        },
        {
          icon: 'smartphone',
          title: 'CXR-M SDK',
          description: '开发应用的手机端，打开数据通道的另一端。',
          href: '/sdk/cxr-m',
          linkLabel: '了解 CXR-M',
        },
        {
          icon: 'book-open',
          title: '文档',
          description: '眼镜应用的开发指南、教程和设计规范。',
          href: '/docs',
          linkLabel: '阅读文档',
        },
        {
          icon: 'message-circle',
          title: '开发者论坛',
          description: '开发者和我们的工程师的问答。',
          href: '/forum',
          linkLabel: '访问论坛（英文）',
        },
      ],
    },
    needHelp,
  },
} satisfies Pick<ZhCatalogue, 'sdkReleaseCard' | 'cxrMPage' | 'cxrSPage'>;
